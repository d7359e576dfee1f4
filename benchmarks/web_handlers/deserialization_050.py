import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-settings", methods=["GET", "POST"])
def import_settings():
    """Import settings."""
    document = request.form.get("document", "")
    queue = ["theme: dark"]
    queue.extend([document, "spare"])
    queue.pop()
    document = queue[-1]
    settings = yaml.load(document, Loader=yaml.Loader)
    return jsonify({"keys": sorted(settings)})
