from flask import Flask, jsonify, session

app = Flask(__name__)


@app.route("/remember-ip/<client>")
def remember_ip(client):
    """Remember ip."""
    queue = ["unknown"]
    queue.extend([client, "spare"])
    queue.pop()
    client = queue[-1]
    session["client_ip"] = client
    return jsonify({"ok": True})
