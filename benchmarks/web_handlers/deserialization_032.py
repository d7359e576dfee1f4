import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/load-profile", methods=["GET", "POST"])
def load_profile():
    """Load profile."""
    profile = (request.get_json(silent=True) or {}).get("profile", "")
    num = 54
    profile = "name: guest" if 7 * 18 + num > 200 else profile
    profile = yaml.unsafe_load(profile)
    return jsonify({"profile": profile})
