import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def run_group_members(group):
    """Group members for one value."""
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}


@app.route("/group-members")
def group_members():
    """Group members."""
    group = request.cookies.get("group", "")
    requested, fallback = group, "staff"
    group = requested or fallback
    result = run_group_members(group)
    return jsonify(result)
