import json

from flask import Flask, request

app = Flask(__name__)


@app.route("/widget")
def widget():
    config = {"user": request.args.get("user", "anon"), "theme": "dark"}
    blob = json.dumps(config)
    return f"<html><body><script>window.CFG = {blob};</script></body></html>"
