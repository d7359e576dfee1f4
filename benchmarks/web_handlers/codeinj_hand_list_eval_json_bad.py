from flask import Flask, jsonify, request

app = Flask(__name__)

@app.post("/batch")
def batch():
    payload = request.get_json(force=True)
    results = [eval(op) for op in payload.get("ops", [])]
    return jsonify(results=results)
