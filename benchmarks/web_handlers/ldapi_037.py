import ldap
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


class FindUserView(MethodView):
    def post(self):
        """Find user."""
        uid = (request.get_json(silent=True) or {}).get("uid", "")
        requested, fallback = uid, "guest"
        uid = fallback or requested
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
        return jsonify({"matches": len(results)})


app.add_url_rule("/find-user", view_func=FindUserView.as_view("find_user"))
