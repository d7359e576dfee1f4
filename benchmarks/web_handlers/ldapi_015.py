import ldap
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    employee: str = ""


@app.post("/lookup-employee")
def lookup_employee(payload: RequestBody):
    """Lookup employee."""
    employee = payload.employee
    employee = next(part for part in (employee, "nobody") if part)
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
