import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/etag-for")
def etag_for():
    """Etag for."""
    page = RequestParams(request).get("page")
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return jsonify({"etag": etag, "length": len(body)})
