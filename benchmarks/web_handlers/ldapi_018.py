import re

from flask import Flask, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.route("/check-member")
def check_member():
    """Check member."""
    account = next(iter(request.values.getlist("account")), "")
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = account
        attempts += 1
    account = picked
    if not re.fullmatch(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return jsonify({"admin": bool(conn.entries)})
