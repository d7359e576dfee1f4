import configparser
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

REPO = "/srv/repos/site"


@app.route("/history")
def history():
    """History."""
    ref = request.values.get("ref", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "main")
    conf.set("lookup", "requested", ref)
    ref = conf.get("lookup", "fallback")
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return jsonify({"commits": log.splitlines()})
