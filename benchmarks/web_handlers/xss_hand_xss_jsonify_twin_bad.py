from flask import Flask, jsonify, request

app = Flask(__name__)

@app.get("/echo")
def echo():
    msg = request.args.get("msg", "")
    return "<pre>" + msg + "</pre>"
