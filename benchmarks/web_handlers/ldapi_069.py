import ldap
import ldap.dn
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"


@app.route("/user-entry")
def user_entry():
    """User entry."""
    login = request.args.get("login", "")
    choices = {"fallback": "guest", "requested": login}
    login = choices["requested"]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return jsonify({"found": bool(entry)})
