import configparser

import ldap
import ldap.filter
from flask import Flask, jsonify

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def run_find_user(uid):
    """Find user for one value."""
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars(uid) + ")", ["cn", "mail"])
    return {"matches": len(results)}


@app.route("/find-user/<uid>")
def find_user(uid):
    """Find user."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "guest")
    conf.set("lookup", "requested", uid)
    uid = conf.get("lookup", "requested")
    result = run_find_user(uid)
    return jsonify(result)
