import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/user-entry")
def user_entry():
    """User entry."""
    login = query_value(request, "login")
    candidates = ["guest", "guest"]
    candidates.insert(1, login)
    login = candidates[1]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return jsonify({"found": bool(entry)})
