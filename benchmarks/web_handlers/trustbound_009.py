from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.args.get("client", "")
    client = "%s" % client.strip()
    session["client_ip"] = client
    return jsonify({"ok": True})
