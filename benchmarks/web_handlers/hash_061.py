import hashlib
import hmac
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


@app.route("/sign-link")
def sign_link():
    """Sign link."""
    path = request.values.get("path", "")
    path = next(part for part in (path, "/downloads/report.pdf") if part)
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return jsonify({"url": path + "?sig=" + signature})
