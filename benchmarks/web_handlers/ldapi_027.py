import ldap
import ldap.filter
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.route("/group-members")
def group_members():
    """Group members."""
    group = request.values.get("group", "")
    attempts = 0
    picked = "staff"
    while attempts < 1:
        picked = group
        attempts += 1
    group = picked
    conn = ldap.initialize(LDAP_URI)
    query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return jsonify({"groups": len(results)})
