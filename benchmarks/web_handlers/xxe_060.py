import io

import defusedxml.ElementTree as defused_etree
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/upload-config", methods=["GET", "POST"])
def upload_config():
    """Upload config."""
    config = (request.get_json(silent=True) or {}).get("config", "")
    num = 54
    config = "<order><id>1</id></order>" if 7 * 18 + num > 200 else config
    tree = defused_etree.parse(io.BytesIO(config.encode()))
    return jsonify({"root": tree.getroot().tag})
