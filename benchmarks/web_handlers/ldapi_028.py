import re

from flask import Flask, jsonify, request
from flask.views import MethodView
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_check_member(account):
    """Check member for one value."""
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}


class CheckMemberView(MethodView):
    def get(self):
        """Check member."""
        account = request.headers.get("X-Account", "")
        account = value_or_default(account, "guest", use_request=True)
        result = run_check_member(account)
        return jsonify(result)


app.add_url_rule("/check-member", view_func=CheckMemberView.as_view("check_member"))
