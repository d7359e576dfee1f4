import ldap
from fastapi import FastAPI, Form

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.post("/find-user")
def find_user(uid: str = Form(default="")):
    """Find user."""
    uid = " ".join(uid.split())
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
