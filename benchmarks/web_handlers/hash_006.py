import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/etag-for")
def etag_for():
    """Etag for."""
    page = query_value(request, "page")
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return jsonify({"etag": etag, "length": len(body)})
