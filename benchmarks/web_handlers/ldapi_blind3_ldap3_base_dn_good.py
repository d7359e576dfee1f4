from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.dn import escape_rdn

app = Flask(__name__)


@app.get("/department")
def department():
    dept = request.args.get("dept", "sales")
    conn = Connection(Server("ldap://ldap.corp"), auto_bind=True)
    conn.search(search_base=f"ou={escape_rdn(dept)},dc=corp,dc=example", search_filter="(objectClass=person)", attributes=["cn"])
    return jsonify([str(entry.cn) for entry in conn.entries])
