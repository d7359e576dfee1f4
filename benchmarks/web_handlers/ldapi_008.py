import ldap
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"


class UserEntryView(MethodView):
    def get(self):
        """User entry."""
        login = request.values.get("login", "")
        candidates = ["guest", "guest"]
        candidates.insert(1, login)
        login = candidates[2]
        conn = ldap.initialize(LDAP_URI)
        entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
        return jsonify({"found": bool(entry)})


app.add_url_rule("/user-entry", view_func=UserEntryView.as_view("user_entry"))
