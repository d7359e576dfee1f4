import base64
from pathlib import Path

from flask import Blueprint, jsonify, request

bp = Blueprint("template_source", __name__, url_prefix="/api")

TEMPLATES = "/srv/app/templates"


@bp.get("/template-source")
def template_source():
    """Template source."""
    template = request.args.get("template", "")
    template = base64.urlsafe_b64decode(template.encode()).decode()
    target = (Path(TEMPLATES) / template).resolve()
    return jsonify({"source": target.read_text()})
