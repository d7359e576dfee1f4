import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-user")
def find_user():
    """Find user."""
    uid = request.headers.get("X-Uid", "")
    candidates = ["guest", "guest"]
    candidates.insert(1, uid)
    uid = candidates[1]
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
