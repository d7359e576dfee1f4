from flask import Flask, jsonify, request, session

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = query_value(request, "role")
    queue = ["viewer"]
    queue.extend([role, "spare"])
    queue.pop()
    role = queue[0]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
