import ldap
import ldap.filter
from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


class GroupMembersView(MethodView):
    def get(self, group):
        """Group members."""
        candidates = ["staff", "staff"]
        candidates.insert(1, group)
        group = candidates[1]
        conn = ldap.initialize(LDAP_URI)
        query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
        results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
        return jsonify({"groups": len(results)})


app.add_url_rule("/group-members/<group>", view_func=GroupMembersView.as_view("group_members"))
