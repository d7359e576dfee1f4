import configparser

from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip", methods=["GET", "POST"])
def remember_ip():
    """Remember ip."""
    client = (request.get_json(silent=True) or {}).get("client", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "unknown")
    conf.set("lookup", "requested", client)
    client = conf.get("lookup", "fallback")
    session["client_ip"] = client
    return jsonify({"ok": True})
