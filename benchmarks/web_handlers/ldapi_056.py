import ldap
import ldap.dn
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    login: str = ""


@app.post("/user-entry")
def user_entry(payload: RequestBody):
    """User entry."""
    login = payload.login
    requested, fallback = login, "guest"
    login = requested or fallback
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return {"found": bool(entry)}
