import configparser
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/resolve", methods=["GET", "POST"])
def resolve():
    """Resolve."""
    host = (request.get_json(silent=True) or {}).get("host", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "localhost")
    conf.set("lookup", "requested", host)
    host = conf.get("lookup", "requested")
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return jsonify({"answer": output})
