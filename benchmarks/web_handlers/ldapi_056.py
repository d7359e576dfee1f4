from flask import Flask, jsonify, request
from flask.views import MethodView
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class FindByMailView(MethodView):
    def get(self):
        """Find by mail."""
        mail = query_value(request, "mail")
        requested, fallback = mail, "nobody@example.org"
        mail = requested or fallback
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
        return jsonify({"names": [str(entry.cn) for entry in conn.entries]})


app.add_url_rule("/find-by-mail", view_func=FindByMailView.as_view("find_by_mail"))
