from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip", methods=["GET", "POST"])
def remember_ip():
    """Remember ip."""
    client = (request.get_json(silent=True) or {}).get("options", {}).get("client", "")
    for part in client.split(","):
        if part:
            client = part.strip()
    session["client_ip"] = request.remote_addr
    return jsonify({"ok": True})
