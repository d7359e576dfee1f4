import ldap
from flask import Blueprint, jsonify, request

bp = Blueprint("group_members", __name__, url_prefix="/api")

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@bp.get("/group-members")
def group_members():
    """Group members."""
    group = request.cookies.get("group", "")
    queue = ["staff"]
    queue.extend([group, "spare"])
    queue.pop()
    group = queue[0]
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return jsonify({"groups": len(results)})
