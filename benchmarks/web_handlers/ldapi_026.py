import ldap
from fastapi import Depends, FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"


def requested_login(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("login") or request.headers.get("x-login", "")


@app.get("/user-entry")
def user_entry(login: str = Depends(requested_login)):
    """User entry."""
    attempts = 1
    picked = "guest"
    while attempts < 1:
        picked = login
        attempts += 1
    login = picked
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return {"found": bool(entry)}
