from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role", methods=["GET", "POST"])
def set_role():
    """Set role."""
    role = (request.get_json(silent=True) or {}).get("options", {}).get("role", "")
    requested, fallback = role, "viewer"
    role = fallback or requested
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
