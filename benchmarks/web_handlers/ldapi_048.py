import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.route("/group-members", methods=["GET", "POST"])
def group_members():
    """Group members."""
    group = (request.get_json(silent=True) or {}).get("group", "")
    candidates = ["staff"]
    candidates.append(group)
    group = candidates[-1]
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return jsonify({"groups": len(results)})
