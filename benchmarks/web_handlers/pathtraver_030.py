import base64
import os
from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

DOCS_ROOT = "/srv/app/docs"


@app.route("/read-page")
def read_page():
    """Read page."""
    page = request.values.get("page", "")
    page = base64.urlsafe_b64decode(page.encode()).decode()
    target = os.path.realpath(os.path.join(DOCS_ROOT, page))
    content = Path(target).read_text(encoding="utf-8")
    return jsonify({"content": content})
