from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = request.args.get("role", "")
    limit = 5
    if len("abcd") < limit:
        role = role.strip()
    else:
        role = "viewer"
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
