import ldap
import ldap.filter
from flask import Flask, jsonify, request

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/lookup-employee", methods=["GET", "POST"])
def lookup_employee():
    """Lookup employee."""
    employee = (request.get_json(silent=True) or {}).get("options", {}).get("employee", "")
    num = 7
    employee = employee if num % 2 == 1 else "nobody"
    employee = ldap.filter.escape_filter_chars(employee)
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return jsonify({"matches": len(results)})
