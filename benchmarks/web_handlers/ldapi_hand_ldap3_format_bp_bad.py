from flask import Blueprint, request
from ldap3 import Connection, Server

bp = Blueprint("people", __name__)

@bp.get("/person")
def person():
    user = request.args.get("user", "")
    conn = Connection(Server("ldap://ldap.local"), auto_bind=True)
    search = "(&(uid={})(objectClass=person))".format(user)
    conn.search("ou=people,dc=corp", search, attributes=["mail"])
    return {"found": [str(e.mail) for e in conn.entries]}
