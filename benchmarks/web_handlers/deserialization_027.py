import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-settings", methods=["GET", "POST"])
def import_settings():
    """Import settings."""
    document = request.form.get("document", "")
    candidates = ["theme: dark", "theme: dark"]
    candidates.insert(1, document)
    document = candidates[1]
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return jsonify({"keys": sorted(settings)})
