import re

from flask import Blueprint, jsonify, request
from ldap3 import Connection, Server

bp = Blueprint("check_member", __name__, url_prefix="/api")

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/check-member")
def check_member():
    """Check member."""
    account = RequestParams(request).get("account")
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = account
        attempts += 1
    account = picked
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return jsonify({"admin": bool(conn.entries)})
