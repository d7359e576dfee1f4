import io

from flask import Blueprint, jsonify, request
from lxml import etree

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
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return jsonify({"root": tree.getroot().tag})
