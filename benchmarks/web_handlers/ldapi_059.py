import re

from flask import Flask, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def run_check_member(account):
    """Check member for one value."""
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}


@app.route("/check-member")
def check_member():
    """Check member."""
    account = request.cookies.get("account", "")
    requested, fallback = account, "guest"
    account = fallback or requested
    result = run_check_member(account)
    return jsonify(result)
