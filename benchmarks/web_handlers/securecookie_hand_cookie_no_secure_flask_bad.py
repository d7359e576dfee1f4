import secrets
from flask import Blueprint, make_response

bp = Blueprint("auth", __name__)

@bp.post("/login")
def login():
    resp = make_response({"ok": True})
    resp.set_cookie("session_id", secrets.token_urlsafe(32), httponly=True, samesite="Strict")
    return resp
