from flask import Flask, jsonify, request
from flask.views import MethodView
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


class DirectorySearchView(MethodView):
    def get(self):
        """Directory search."""
        surname = request.values.get("surname", "")
        num = 54
        surname = "smith" if 7 * 18 + num > 200 else surname
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + escape_filter_chars(surname) + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        return jsonify({"count": len(conn.entries)})


app.add_url_rule("/directory-search", view_func=DirectorySearchView.as_view("directory_search"))
