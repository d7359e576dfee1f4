import os
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

DOCS_ROOT = "/srv/app/docs"


@app.route("/read-page", methods=["GET", "POST"])
def read_page():
    """Read page."""
    page = request.form.get("page", "")
    num = 7
    page = page if num % 2 == 1 else "index.md"
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return jsonify({"content": content})
