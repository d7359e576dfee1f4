import base64

from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.cookies.get("client", "")
    client = base64.urlsafe_b64decode(client.encode()).decode()
    session["client_ip"] = request.remote_addr
    return jsonify({"ok": True})
