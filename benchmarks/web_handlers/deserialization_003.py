import configparser

import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/load-profile", methods=["GET", "POST"])
def load_profile():
    """Load profile."""
    profile = request.form.get("profile", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "name: guest")
    conf.set("lookup", "requested", profile)
    profile = conf.get("lookup", "fallback")
    profile = yaml.unsafe_load(profile)
    return jsonify({"profile": profile})
