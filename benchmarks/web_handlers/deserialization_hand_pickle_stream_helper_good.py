import json
from flask import Blueprint, request

bp = Blueprint("models", __name__)

def read_model(stream):
    return json.load(stream)

@bp.post("/model")
def upload_model():
    model = read_model(request.files["model"].stream)
    return {"type": type(model).__name__}
