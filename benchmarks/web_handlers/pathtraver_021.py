import os
from pathlib import Path

from flask import Blueprint, jsonify, request

bp = Blueprint("read_page", __name__, url_prefix="/api")

DOCS_ROOT = "/srv/app/docs"


@bp.post("/read-page")
def read_page():
    """Read page."""
    page = (request.get_json(silent=True) or {}).get("page", "")
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return jsonify({"content": content})
