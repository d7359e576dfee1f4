from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.cookies.get("client", "")
    requested, fallback = client, "unknown"
    client = requested or fallback
    session["client_ip"] = client
    return jsonify({"ok": True})
