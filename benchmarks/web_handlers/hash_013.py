import hashlib

from flask import Flask, jsonify

app = Flask(__name__)

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


@app.route("/etag-for/<page>")
def etag_for(page):
    """Etag for."""
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return jsonify({"etag": etag, "length": len(body)})
