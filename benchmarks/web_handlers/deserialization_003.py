import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-settings", methods=["GET", "POST"])
def import_settings():
    """Import settings."""
    document = (request.get_json(silent=True) or {}).get("document", "")
    if not document:
        document = ""
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return jsonify({"keys": sorted(settings)})
