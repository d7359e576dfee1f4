import configparser

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/mail")
def mail():
    param = request.get_json(silent=True).get("mail", "")
    conf = configparser.ConfigParser()
    conf["section"] = {"keyA": "a_Value", "keyB": param}
    bar = conf["section"]["keyA"]
    conn = ldap.initialize("ldap://ldap.example.org")
    found = conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, "(mail=%s)" % bar)
    return jsonify(count=len(found))
