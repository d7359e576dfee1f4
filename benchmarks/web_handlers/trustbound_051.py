from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = request.args.get("role", "")
    mode = "override"
    if mode == "override":
        chosen = role
    else:
        chosen = "viewer"
    role = chosen
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
