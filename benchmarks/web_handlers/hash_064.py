import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/sign-link")
def sign_link():
    """Sign link."""
    path = query_value(request, "path")
    for part in path.split(","):
        if part:
            path = part.strip()
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return jsonify({"url": path + "?sig=" + signature})
