import re
from typing import NamedTuple

from flask import Flask, abort, request
from ldap3 import Connection, Server

app = Flask(__name__)


class Lookup(NamedTuple):
    uid: str
    base: str = "ou=users,dc=example,dc=org"


@app.route("/lookup")
def lookup():
    q = Lookup(request.args.get("uid", "").strip())
    if not re.fullmatch(r"[a-z0-9_.-]{1,32}", q.uid):
        abort(400)
    conn = Connection(Server("ldap://directory.local"), auto_bind=True)
    conn.search(q.base, f"(uid={q.uid!s})", attributes=["mail"])
    return {"mail": [str(e.mail) for e in conn.entries]}
