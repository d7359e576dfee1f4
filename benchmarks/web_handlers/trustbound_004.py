from flask import Flask, jsonify, session

app = Flask(__name__)


@app.route("/set-role/<role>")
def set_role(role):
    """Set role."""
    candidates = ["viewer", "viewer"]
    candidates.insert(1, role)
    role = candidates[1]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
