import ldap
from flask import Flask, jsonify

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/lookup-employee/<employee>")
def lookup_employee(employee):
    """Lookup employee."""
    mode = "override"
    if mode == "override":
        chosen = employee
    else:
        chosen = "nobody"
    employee = chosen
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return jsonify({"matches": len(results)})
