import base64
import json
from flask import Flask, request

app = Flask(__name__)

@app.route("/prefs")
def prefs():
    raw = request.cookies.get("prefs", "")
    settings = json.loads(base64.b64decode(raw))
    return str(settings)
