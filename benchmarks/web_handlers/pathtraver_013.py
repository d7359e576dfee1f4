import os
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

DOCS_ROOT = "/srv/app/docs"


@app.route("/read-page", methods=["GET", "POST"])
def read_page():
    """Read page."""
    page = (request.get_json(silent=True) or {}).get("page", "")
    for part in page.split(","):
        if part:
            page = part.strip()
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return jsonify({"content": content})
