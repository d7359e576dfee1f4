import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/import")
def import_config():
    upload = request.files["config"]
    text = upload.read().decode("utf-8")
    config = yaml.load(text, Loader=yaml.Loader)
    return jsonify(keys=list(config))
