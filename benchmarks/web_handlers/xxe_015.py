import io

import defusedxml.ElementTree as defused_etree
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/upload-config", methods=["GET", "POST"])
def upload_config():
    """Upload config."""
    config = request.files["config"].read().decode()
    config = next(part for part in (config, "<order><id>1</id></order>") if part)
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return jsonify({"root": tree.getroot().tag})
