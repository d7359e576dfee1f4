from flask import Flask, jsonify, session

app = Flask(__name__)


@app.route("/remember-ip/<client>")
def remember_ip(client):
    """Remember ip."""
    candidates = ["unknown", "unknown"]
    candidates.insert(1, client)
    client = candidates[1]
    session["client_ip"] = client
    return jsonify({"ok": True})
