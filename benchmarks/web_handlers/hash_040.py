import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

SECRET_KEY = os.environ["LINK_SECRET"]


@app.route("/sign-link", methods=["GET", "POST"])
def sign_link():
    """Sign link."""
    path = (request.get_json(silent=True) or {}).get("options", {}).get("path", "")
    path = "%s" % path.strip()
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return jsonify({"url": path + "?sig=" + signature})
