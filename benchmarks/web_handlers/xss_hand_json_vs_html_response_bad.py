import json
from flask import Flask, Response, request

app = Flask(__name__)

@app.get("/status")
def status():
    who = request.args.get("who", "")
    return Response(f"<p>status for {who}: ok</p>")
