import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/directory")
def directory():
    param = request.headers.get("X-Lookup", "")
    values = ["safe", param, "moresafe"]
    values.pop(0)
    bar = values[1]
    conn = ldap.initialize("ldap://ldap.example.org")
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + bar + ")")
    return jsonify(count=len(found))
