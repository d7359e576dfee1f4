import ldap
import ldap.dn
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/user-entry")
def user_entry():
    """User entry."""
    login = request.args.get("login", "")
    login = normalise(login)
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return jsonify({"found": bool(entry)})
