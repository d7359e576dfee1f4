import re

from flask import Flask, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/check-member")
def check_member():
    """Check member."""
    account = query_value(request, "account")
    mode = "override"
    if mode == "override":
        chosen = account
    else:
        chosen = "guest"
    account = chosen
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return jsonify({"admin": bool(conn.entries)})
