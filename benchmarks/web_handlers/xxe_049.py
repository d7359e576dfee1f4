import io

import defusedxml.ElementTree as defused_etree
from flask import Blueprint, jsonify, request

bp = Blueprint("upload_config", __name__, url_prefix="/api")


@bp.post("/upload-config")
def upload_config():
    """Upload config."""
    config = request.files["config"].read().decode()
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = config
        attempts += 1
    config = picked
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return jsonify({"root": tree.getroot().tag})
