from flask import Flask, jsonify, request, session

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/set-role")
def set_role():
    """Set role."""
    role = RequestParams(request).get("role")
    choices = {"fallback": "viewer", "requested": role}
    role = choices["fallback"]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
