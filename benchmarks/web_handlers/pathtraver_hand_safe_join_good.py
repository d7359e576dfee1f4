from flask import Blueprint, request
from werkzeug.security import safe_join

bp = Blueprint("static_pages", __name__)
ROOT = "/srv/pages"

@bp.get("/page")
def page():
    name = request.args.get("p", "index.html")
    path = safe_join(ROOT, name)
    if path is None:
        return "not found", 404
    with open(path, encoding="utf-8") as fh:
        return fh.read()
