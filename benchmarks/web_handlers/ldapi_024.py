import ldap
from fastapi import FastAPI, Header

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/find-user")
def find_user(uid: str = Header(default="", alias="X-Uid")):
    """Find user."""
    uid = "{}".format(uid).strip()
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
