import ldap
import ldap.dn
from flask import Flask, request

app = Flask(__name__)

@app.get("/entry")
def entry():
    uid = request.args["uid"]
    conn = ldap.initialize("ldap://ldap.local")
    found = conn.search_s(f"uid={ldap.dn.escape_dn_chars(uid)},ou=people,dc=corp", ldap.SCOPE_BASE)
    return {"found": bool(found)}
