import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"


def run_user_entry(login):
    """User entry for one value."""
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return {"found": bool(entry)}


@app.route("/user-entry")
def user_entry():
    """User entry."""
    login = request.values.get("login", "")
    login = login.strip()
    result = run_user_entry(login)
    return jsonify(result)
