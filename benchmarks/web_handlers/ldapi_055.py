import ldap
from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["lookup_employee"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def requested_employee(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("employee") or request.headers.get("x-employee", "")


@router.get("/lookup-employee")
def lookup_employee(employee: str = Depends(requested_employee)):
    """Lookup employee."""
    employee = next(part for part in (employee, "nobody") if part)
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
