from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

TEMPLATES = "/srv/app/templates"


@app.route("/template-source")
def template_source():
    """Template source."""
    template = next(iter(request.values.getlist("template")), "")
    candidates = ["base.html"]
    candidates.append(template)
    template = candidates[-1]
    target = (Path(TEMPLATES) / template).resolve()
    return jsonify({"source": target.read_text()})
