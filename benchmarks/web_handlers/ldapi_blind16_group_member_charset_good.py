import string

from flask import Flask, abort, request
from ldap3 import Connection, Server

app = Flask(__name__)
USERNAME_CHARS = set(string.ascii_lowercase + string.digits + "._-")


@app.post("/groups")
def groups():
    username = request.get_json()["username"]
    if not username or not set(username) <= USERNAME_CHARS:
        abort(400)
    conn = Connection(Server("ldap://ldap.internal"), auto_bind=True)
    conn.search("dc=example,dc=com",
                f"(&(objectClass=groupOfNames)(member=uid={username},ou=people,dc=example,dc=com))",
                attributes=["cn"])
    return {"groups": [str(entry.cn) for entry in conn.entries]}
