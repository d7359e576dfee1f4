from flask import Blueprint, request

bp = Blueprint("static_pages", __name__)
ROOT = "/srv/pages"

@bp.get("/page")
def page():
    name = request.args.get("p", "index.html")
    path = ROOT + "/" + name
    with open(path, encoding="utf-8") as fh:
        return fh.read()
