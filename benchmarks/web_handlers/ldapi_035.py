import ldap
from fastapi import FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/lookup-employee")
def lookup_employee(request: Request):
    """Lookup employee."""
    employee = dict(request.query_params).get("employee", "")
    attempts = 0
    picked = "nobody"
    while attempts < 1:
        picked = employee
        attempts += 1
    employee = picked
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
