from flask import Blueprint, jsonify, request
from ldap3 import Connection, Server

bp = Blueprint("find_by_mail", __name__, url_prefix="/api")

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/find-by-mail")
def find_by_mail():
    """Find by mail."""
    mail = RequestParams(request).get("mail")
    if not mail:
        mail = ""
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return jsonify({"names": [str(entry.cn) for entry in conn.entries]})
