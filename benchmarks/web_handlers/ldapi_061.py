import ldap
from fastapi import FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def run_find_user(uid):
    """Find user for one value."""
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}


@app.get("/find-user")
def find_user(request: Request):
    """Find user."""
    uid = dict(request.query_params).get("uid", "")
    result = run_find_user(uid)
    return result
