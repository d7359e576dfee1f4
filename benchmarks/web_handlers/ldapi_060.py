from types import SimpleNamespace

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/lookup-employee")
def lookup_employee():
    """Lookup employee."""
    employee = next(iter(request.values.getlist("employee")), "")
    lookup = SimpleNamespace(requested=employee, fallback="nobody")
    employee = lookup.requested
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return jsonify({"matches": len(results)})
