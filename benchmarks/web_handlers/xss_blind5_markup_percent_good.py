from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


@app.get("/badge")
def badge():
    name = request.args.get("name", "guest")
    return Markup("<span class='badge'>%s</span>") % name
