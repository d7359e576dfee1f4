import ldap
from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["lookup_employee"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def requested_employee(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("employee") or request.headers.get("x-employee", "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.get("/lookup-employee")
def lookup_employee(employee: str = Depends(requested_employee)):
    """Lookup employee."""
    employee = value_or_default(employee, "nobody", use_request=True)
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
