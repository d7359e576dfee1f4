import yaml
from flask import Blueprint, jsonify, request

imports = Blueprint("imports", __name__)


@imports.post("/pipelines")
def upload_pipeline():
    stream = request.files["pipeline"].stream
    with stream:
        spec = yaml.load(stream, Loader=yaml.Loader)
    return jsonify(stages=[stage.get("name") for stage in spec.get("stages", [])])
