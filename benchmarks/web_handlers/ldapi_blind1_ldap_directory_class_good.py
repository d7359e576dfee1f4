import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)


class Directory:
    def __init__(self, uri):
        self.conn = ldap.initialize(uri)

    def phone_of(self, uid):
        if not uid.isalnum():
            return []
        flt = "(uid={})".format(uid)
        return self.conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, flt, ["telephoneNumber"])


@app.route("/phone")
def phone():
    return jsonify(Directory("ldap://corp").phone_of(request.values.get("uid", "nobody")))
