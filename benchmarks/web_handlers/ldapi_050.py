from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-by-mail")
def find_by_mail():
    """Find by mail."""
    mail = request.values.get("mail", "")
    mail = next(part for part in (mail, "nobody@example.org") if part)
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return jsonify({"names": [str(entry.cn) for entry in conn.entries]})
