import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


@app.route("/etag-for")
def etag_for():
    """Etag for."""
    page = request.cookies.get("page", "")
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return jsonify({"etag": etag, "length": len(body)})
