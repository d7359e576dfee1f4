import random
from collections import namedtuple

from flask import Blueprint, jsonify, request

mfa = Blueprint("mfa", __name__)
Challenge = namedtuple("Challenge", ["user", "code"])
PENDING = {}


@mfa.post("/mfa/challenge")
def challenge():
    body = request.get_json(silent=True) or {}
    pending = Challenge(body.get("user"), f"{random.randint(0, 999999):06d}")
    PENDING[pending.user] = pending.code
    return jsonify(sent=True)
