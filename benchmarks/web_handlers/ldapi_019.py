import ldap
from flask import Blueprint, jsonify, request

bp = Blueprint("find_user", __name__, url_prefix="/api")

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@bp.post("/find-user")
def find_user():
    """Find user."""
    uid = request.form.get("uid", "")
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = uid
        attempts += 1
    uid = picked
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
