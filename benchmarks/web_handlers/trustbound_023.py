from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = request.cookies.get("role", "")
    queue = ["viewer"]
    queue.extend([role, "spare"])
    queue.pop()
    role = queue[-1]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
