from flask import Flask, jsonify
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/find-by-mail/<mail>")
def find_by_mail(mail):
    """Find by mail."""
    queue = ["nobody@example.org"]
    queue.extend([mail, "spare"])
    queue.pop()
    mail = queue[0]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return jsonify({"names": [str(entry.cn) for entry in conn.entries]})
