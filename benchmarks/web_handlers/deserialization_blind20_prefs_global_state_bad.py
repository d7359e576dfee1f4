import base64
import pickle

from flask import Flask, request

app = Flask(__name__)
STATE = base64.b64encode(pickle.dumps({"theme": "light"}))


@app.route("/restore", methods=["POST"])
def restore():
    global STATE
    incoming = request.form.get("state")
    if incoming:
        STATE = incoming.encode()
    prefs = pickle.loads(base64.b64decode(STATE))
    return {"theme": prefs.get("theme")}
