import ldap
import ldap.filter
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/members")
def members():
    uid = request.args.get("uid", "")
    conn = ldap.initialize("ldap://ldap.example.org")
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [uid]))
    return jsonify(count=len(found))
