from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role", methods=["GET", "POST"])
def set_role():
    """Set role."""
    role = request.form.get("role", "")
    num = 54
    role = "viewer" if 7 * 18 + num > 200 else role
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
