import ldap
from flask import Blueprint, jsonify, request

bp = Blueprint("find_user", __name__, url_prefix="/api")

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@bp.get("/find-user")
def find_user():
    """Find user."""
    uid = request.values.get("uid", "")
    uid = next(part for part in (uid, "guest") if part)
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
