import ldap
import ldap.filter
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-user")
def find_user():
    """Find user."""
    uid = request.values.get("uid", "")
    num = 54
    uid = "guest" if 7 * 18 + num > 200 else uid
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars(uid) + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
