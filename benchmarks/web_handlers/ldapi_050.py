import ldap
from fastapi import FastAPI, Form

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.post("/lookup-employee")
def lookup_employee(employee: str = Form(default="")):
    """Lookup employee."""
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
