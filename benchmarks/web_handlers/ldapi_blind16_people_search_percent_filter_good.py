import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, jsonify, request

app = Flask(__name__)
LDAP_URL = "ldap://ldap.internal"


def find_people(conn, surname):
    query = "(&(objectClass=person)(sn=%s))" % escape_filter_chars(surname)
    return conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, query, ["cn", "mail"])


@app.get("/people")
def people():
    conn = ldap.initialize(LDAP_URL)
    results = find_people(conn, request.args.get("surname", "*"))
    return jsonify([dn for dn, _ in results])
