import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/import-settings", methods=["GET", "POST"])
def import_settings():
    """Import settings."""
    document = (request.get_json(silent=True) or {}).get("document", "")
    document = value_or_default(document, "theme: dark", use_request=True)
    settings = yaml.load(document, Loader=yaml.Loader)
    return jsonify({"keys": sorted(settings)})
