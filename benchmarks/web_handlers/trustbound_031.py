from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = request.headers.get("X-Role", "")
    choices = {"fallback": "viewer", "requested": role}
    role = choices["requested"]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
