import configparser
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/disk-usage")
def disk_usage():
    """Disk usage."""
    volume = request.headers.get("X-Volume", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "data")
    conf.set("lookup", "requested", volume)
    volume = conf.get("lookup", "requested")
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.getoutput(" ".join(parts))
    return jsonify({"usage": output})
