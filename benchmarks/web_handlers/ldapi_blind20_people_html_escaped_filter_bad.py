import html

import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/people")
def people():
    name = html.escape(request.args.get("cn", ""))
    conn = ldap.initialize("ldap://directory.local")
    flt = "(&(objectClass=person)(cn=%(cn)s))" % {"cn": name}
    rows = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, flt)
    return {"hits": [dn for dn, _ in rows]}
