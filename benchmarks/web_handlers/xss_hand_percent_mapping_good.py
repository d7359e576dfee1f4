from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

@app.get("/card")
def card():
    name = request.args.get("name", "")
    return "<div class='card'>%(name)s</div>" % {"name": escape(name)}
