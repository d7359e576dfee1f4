from types import SimpleNamespace

import ldap
from fastapi import FastAPI

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/find-user/{uid}")
def find_user(uid: str):
    """Find user."""
    lookup = SimpleNamespace(requested=uid, fallback="guest")
    uid = lookup.requested
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
