import hashlib
import hmac
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


@app.route("/sign-link", methods=["GET", "POST"])
def sign_link():
    """Sign link."""
    path = (request.get_json(silent=True) or {}).get("options", {}).get("path", "")
    path = "%s" % path.strip()
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return jsonify({"url": path + "?sig=" + signature})
