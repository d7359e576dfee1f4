from flask import Blueprint, request

bp = Blueprint("list", __name__)

@bp.route("/tags")
def tags():
    items = request.args.getlist("tag")
    html = "<ul>" + "".join("<li>%s</li>" % t for t in items) + "</ul>"
    return html
