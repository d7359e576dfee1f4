import hashlib
import hmac
import os

from flask import Blueprint, jsonify, request

bp = Blueprint("sign_link", __name__, url_prefix="/api")

SECRET_KEY = os.environ["LINK_SECRET"]


@bp.post("/sign-link")
def sign_link():
    """Sign link."""
    path = (request.get_json(silent=True) or {}).get("path", "")
    path = "%s" % path.strip()
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return jsonify({"url": path + "?sig=" + signature})
