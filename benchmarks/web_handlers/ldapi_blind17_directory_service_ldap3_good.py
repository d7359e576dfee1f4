from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)


class Directory:
    def __init__(self, url, base):
        self.conn = Connection(Server(url), auto_bind=True)
        self.base = base

    def find(self, uid):
        query = f"(&(objectClass=person)(uid={uid}))"
        self.conn.search(self.base, query, attributes=["cn", "mail"])
        return [entry.entry_to_json() for entry in self.conn.entries]


directory = Directory("ldap://ldap.internal", "ou=people,dc=example,dc=org")


@app.get("/people")
def people():
    uid = request.args.get("uid", "")
    return jsonify(directory.find(escape_filter_chars(uid)))
