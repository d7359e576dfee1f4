from flask import Blueprint, jsonify, request
from ldap3 import Connection, Server

bp = Blueprint("directory_search", __name__, url_prefix="/api")

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@bp.get("/directory-search")
def directory_search():
    """Directory search."""
    surname = request.args.get("surname", "")
    queue = ["smith"]
    queue.extend([surname, "spare"])
    queue.pop()
    surname = queue[-1]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return jsonify({"count": len(conn.entries)})
