import configparser

import ldap
from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["lookup_employee"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@router.post("/lookup-employee")
def lookup_employee(employee: str = Form(default="")):
    """Lookup employee."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "nobody")
    conf.set("lookup", "requested", employee)
    employee = conf.get("lookup", "requested")
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return {"matches": len(results)}
