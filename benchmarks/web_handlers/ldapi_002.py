from flask import Blueprint, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

bp = Blueprint("find_by_mail", __name__, url_prefix="/api")

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@bp.get("/find-by-mail")
def find_by_mail():
    """Find by mail."""
    mail = request.args.to_dict().get("mail", "")
    mail = " ".join(mail.split())
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return jsonify({"names": [str(entry.cn) for entry in conn.entries]})
