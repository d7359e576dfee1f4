import io

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def run_upload_config(config):
    """Upload config for one value."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    tree = etree.parse(io.BytesIO(config.encode()), parser)
    return {"root": tree.getroot().tag}


@app.route("/upload-config", methods=["GET", "POST"])
def upload_config():
    """Upload config."""
    config = request.form.get("config", "")
    config = config or "<order><id>1</id></order>"
    result = run_upload_config(config)
    return jsonify(result)
