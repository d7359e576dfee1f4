import random
import time

from flask import Blueprint, jsonify, request

bp = Blueprint("unsubscribe_link", __name__, url_prefix="/api")

UNSUBSCRIBE = {}


@bp.get("/unsubscribe-link")
def unsubscribe_link():
    """Unsubscribe link."""
    email = request.args.to_dict().get("email", "")
    email = next(part for part in (email, "") if part)
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return jsonify({"link": "/unsubscribe/" + token})
