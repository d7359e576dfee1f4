import base64

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.route("/group-members")
def group_members():
    """Group members."""
    group = request.headers.get("X-Group", "")
    group = base64.urlsafe_b64decode(group.encode()).decode()
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return jsonify({"groups": len(results)})
