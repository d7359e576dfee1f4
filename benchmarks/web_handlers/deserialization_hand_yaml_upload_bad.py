import yaml
from flask import Blueprint, request

bp = Blueprint("cfg", __name__)

@bp.post("/config")
def upload_config():
    doc = request.files["config"].read()
    config = yaml.load(doc, Loader=yaml.Loader)
    return {"keys": list(config)}
