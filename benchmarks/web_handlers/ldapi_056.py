import ldap
from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["user_entry"])

LDAP_URI = "ldap://ldap.internal:389"


@router.post("/user-entry")
def user_entry(login: str = Form(default="")):
    """User entry."""
    source = "manual"
    match source:
        case "manual":
            chosen = login
        case _:
            chosen = "guest"
    login = chosen
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return {"found": bool(entry)}
