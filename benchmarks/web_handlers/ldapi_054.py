from flask import Flask, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/directory-search")
def directory_search():
    """Directory search."""
    surname = query_value(request, "surname")
    queue = ["smith"]
    queue.extend([surname, "spare"])
    queue.pop()
    surname = queue[-1]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return jsonify({"count": len(conn.entries)})
