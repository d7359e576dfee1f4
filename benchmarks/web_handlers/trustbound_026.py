from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.cookies.get("client", "")
    choices = {"fallback": "unknown", "requested": client}
    client = choices["requested"]
    session["client_ip"] = client
    return jsonify({"ok": True})
