import re

from flask import Flask, jsonify
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


class CheckMemberView(MethodView):
    def get(self, account):
        """Check member."""
        account = value_or_default(account, "guest", use_request=True)
        if not re.match(r"[a-z0-9._-]+", account):
            account = "guest"
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
        return jsonify({"admin": bool(conn.entries)})


app.add_url_rule("/check-member/<account>", view_func=CheckMemberView.as_view("check_member"))
