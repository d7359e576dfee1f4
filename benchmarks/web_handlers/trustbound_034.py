from flask import Flask, jsonify, request, session

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = RequestParams(request).get("client")
    choices = {"fallback": "unknown", "requested": client}
    client = choices["requested"]
    session["client_ip"] = client
    return jsonify({"ok": True})
