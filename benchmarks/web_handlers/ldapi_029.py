from flask import Flask, jsonify, request
from flask.views import MethodView
from ldap3 import Connection, Server

app = Flask(__name__)

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


class FindByMailView(MethodView):
    def get(self):
        """Find by mail."""
        mail = request.headers.get("X-Mail", "")
        candidates = ["nobody@example.org"]
        candidates.append(mail)
        mail = candidates[-1]
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
        return jsonify({"names": [str(entry.cn) for entry in conn.entries]})


app.add_url_rule("/find-by-mail", view_func=FindByMailView.as_view("find_by_mail"))
