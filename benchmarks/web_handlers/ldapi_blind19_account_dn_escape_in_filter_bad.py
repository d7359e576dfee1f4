import ldap
from flask import Flask, jsonify, request
from ldap.dn import escape_dn_chars

app = Flask(__name__)


@app.route("/directory/account")
def account():
    member = request.headers.get("X-Remote-User", "guest")
    conn = ldap.initialize("ldap://ldap.internal")
    conn.simple_bind_s()
    flt = "(&(objectClass=posixAccount)(uid=%s))" % escape_dn_chars(member)
    results = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, flt, ["cn", "memberOf"])
    return jsonify([dn for dn, _ in results])
