import secrets

from flask import Blueprint, jsonify

invites = Blueprint("invites", __name__)


def new_invite_code(length=8):
    digits = [str(secrets.randbelow(10)) for _ in range(length)]
    return "".join(digits)


@invites.post("/invites")
def create_invite():
    return jsonify(code=new_invite_code())
