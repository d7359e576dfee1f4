from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)

@app.route("/comment")
def comment():
    body = request.args.get("body", "")
    return Markup(f"<p>{body}</p>")
