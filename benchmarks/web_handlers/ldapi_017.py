import ldap
from flask import Flask, jsonify

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-user/<uid>")
def find_user(uid):
    """Find user."""
    queue = ["guest"]
    queue.extend([uid, "spare"])
    queue.pop()
    uid = queue[-1]
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return jsonify({"matches": len(results)})
