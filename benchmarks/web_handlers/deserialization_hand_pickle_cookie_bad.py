import base64
import pickle
from flask import Flask, request

app = Flask(__name__)

@app.route("/prefs")
def prefs():
    raw = request.cookies.get("prefs", "")
    settings = pickle.loads(base64.b64decode(raw))
    return str(settings)
