import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


def run_load_profile(profile):
    """Load profile for one value."""
    profile = yaml.unsafe_load(profile)
    return {"profile": profile}


@app.route("/load-profile", methods=["GET", "POST"])
def load_profile():
    """Load profile."""
    profile = request.files["profile"].read().decode()
    num = 86
    profile = "name: guest" if 7 * 18 + num > 200 else profile
    result = run_load_profile(profile)
    return jsonify(result)
