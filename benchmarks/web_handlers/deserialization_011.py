import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/load-profile")
def load_profile():
    """Load profile."""
    profile = request.headers.get("X-Profile", "")
    mode = "fixed"
    if mode == "override":
        chosen = profile
    else:
        chosen = "name: guest"
    profile = chosen
    profile = yaml.unsafe_load(profile)
    return jsonify({"profile": profile})
