import ldap
from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["lookup_employee"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@router.get("/lookup-employee")
def lookup_employee(employee: str = Cookie(default="")):
    """Lookup employee."""
    num = 86
    employee = "nobody" if 7 * 18 + num > 200 else employee
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
