import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-settings")
def import_settings():
    """Import settings."""
    document = request.values.get("document", "")
    candidates = ["theme: dark", "theme: dark"]
    candidates.insert(1, document)
    document = candidates[1]
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return jsonify({"keys": sorted(settings)})
