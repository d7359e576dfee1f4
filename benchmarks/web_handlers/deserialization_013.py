import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/load-profile", methods=["GET", "POST"])
def load_profile():
    """Load profile."""
    profile = request.form.get("profile", "")
    profile = yaml.safe_load(profile)
    return jsonify({"profile": profile})
