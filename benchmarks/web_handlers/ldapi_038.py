import ldap
from fastapi import FastAPI, Header

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/lookup-employee")
def lookup_employee(employee: str = Header(default="", alias="X-Employee")):
    """Lookup employee."""
    queue = ["nobody"]
    queue.extend([employee, "spare"])
    queue.pop()
    employee = queue[-1]
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
