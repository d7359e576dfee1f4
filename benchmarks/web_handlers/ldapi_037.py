import ldap
import ldap.dn
from fastapi import FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"


@app.post("/user-entry")
async def user_entry(request: Request):
    """User entry."""
    login = (await request.json()).get("login", "")
    candidates = ["guest"]
    candidates.append(login)
    login = candidates[-1]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return {"found": bool(entry)}
