from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

TEMPLATES = "/srv/app/templates"


@app.route("/template-source", methods=["GET", "POST"])
def template_source():
    """Template source."""
    template = (request.get_json(silent=True) or {}).get("options", {}).get("template", "")
    requested, fallback = template, "base.html"
    template = fallback or requested
    target = (Path(TEMPLATES) / template).resolve()
    return jsonify({"source": target.read_text()})
