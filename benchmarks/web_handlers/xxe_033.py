import io

import defusedxml.ElementTree as defused_etree
from flask import Flask, jsonify, request

app = Flask(__name__)


def run_upload_config(config):
    """Upload config for one value."""
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return {"root": tree.getroot().tag}


@app.route("/upload-config", methods=["GET", "POST"])
def upload_config():
    """Upload config."""
    config = request.form.get("config", "")
    config = config or "<order><id>1</id></order>"
    result = run_upload_config(config)
    return jsonify(result)
