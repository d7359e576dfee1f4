import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/load-profile", methods=["GET", "POST"])
def load_profile():
    """Load profile."""
    profile = request.files["profile"].read().decode()
    profile = profile.strip()
    profile = yaml.safe_load(profile)
    return jsonify({"profile": profile})
