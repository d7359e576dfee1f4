from flask import Flask, jsonify, request, session

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/set-role")
def set_role():
    """Set role."""
    role = request.cookies.get("role", "")
    role = value_or_default(role, "viewer", use_request=True)
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
