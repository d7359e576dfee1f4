from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/set-role", methods=["GET", "POST"])
def set_role():
    """Set role."""
    role = request.form.get("role", "")
    candidates = ["viewer"]
    candidates.append(role)
    role = candidates[0]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
