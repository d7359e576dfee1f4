import os
from pathlib import Path

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

DOCS_ROOT = "/srv/app/docs"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/read-page")
def read_page():
    """Read page."""
    page = query_value(request, "page")
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    if not target.startswith(os.path.realpath(DOCS_ROOT) + os.sep):
        abort(403)
    content = Path(target).read_text(encoding="utf-8")
    return jsonify({"content": content})
