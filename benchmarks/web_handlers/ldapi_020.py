import ldap
from fastapi import FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"


@app.get("/user-entry")
def user_entry(request: Request):
    """User entry."""
    login = request.query_params.get("login", "")
    login = "%s" % login.strip()
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return {"found": bool(entry)}
