import json

from flask import Flask, Response, request

app = Flask(__name__)


@app.get("/echo")
def echo():
    payload = json.dumps({"query": request.args.get("q", "")})
    return Response(payload, mimetype="application/json")
