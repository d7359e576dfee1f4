import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-user", methods=["GET", "POST"])
def find_user():
    """Find user."""
    uid = (request.get_json(silent=True) or {}).get("uid", "")
    for part in uid.split(","):
        if part:
            uid = part.strip()
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
