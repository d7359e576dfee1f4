import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
MODEL_PATH = "/srv/models/ranker.pkl"


@app.post("/rank")
def rank():
    model = pickle.loads(request.files["model"].read())
    return jsonify(scores=model.predict(request.get_json()["rows"]))
