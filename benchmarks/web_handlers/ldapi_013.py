import ldap
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


class GroupMembersView(MethodView):
    def get(self):
        """Group members."""
        group = request.args.get("group", "")
        limit = 3
        if len("abcd") < limit:
            group = group.strip()
        else:
            group = "staff"
        conn = ldap.initialize(LDAP_URI)
        query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
        results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
        return jsonify({"groups": len(results)})


app.add_url_rule("/group-members", view_func=GroupMembersView.as_view("group_members"))
