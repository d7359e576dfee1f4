from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
BASE = "ou=people,dc=example,dc=org"


@app.route("/directory/person")
def person():
    raw = request.args.get("uid", "")
    uid = raw if len(raw) < 64 else raw[:64]
    query = "(&(objectClass=inetOrgPerson)(uid={}))".format(escape_filter_chars(uid))
    conn = Connection(Server("ldap://ldap.internal"), auto_bind=True)
    conn.search(BASE, query, attributes=["cn", "mail"])
    return jsonify([entry.entry_attributes_as_dict for entry in conn.entries])
