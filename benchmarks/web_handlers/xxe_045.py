import io

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/upload-config", methods=["GET", "POST"])
def upload_config():
    """Upload config."""
    config = (request.get_json(silent=True) or {}).get("config", "")
    num = 54
    config = "<order><id>1</id></order>" if 7 * 18 + num > 200 else config
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return jsonify({"root": tree.getroot().tag})
