import json
from flask import Flask, Response, request

app = Flask(__name__)

@app.get("/status")
def status():
    who = request.args.get("who", "")
    return Response(json.dumps({"who": who, "status": "ok"}), mimetype="application/json")
