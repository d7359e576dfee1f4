import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
MODEL_PATH = "/srv/models/ranker.pkl"


@app.post("/rank")
def rank():
    with open(MODEL_PATH, "rb") as fh:
        model = pickle.load(fh)
    return jsonify(scores=model.predict(request.get_json()["rows"]))
