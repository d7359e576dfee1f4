import io

import defusedxml.ElementTree as defused_etree
from flask import Blueprint, jsonify, request

bp = Blueprint("upload_config", __name__, url_prefix="/api")


@bp.post("/upload-config")
def upload_config():
    """Upload config."""
    config = request.form.get("config", "")
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return jsonify({"root": tree.getroot().tag})
