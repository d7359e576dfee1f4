import numpy as np
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/arrays/stats")
def array_stats():
    upload = request.files["array"]
    data = np.load(upload.stream, allow_pickle=True)
    return jsonify(mean=float(data.mean()))
