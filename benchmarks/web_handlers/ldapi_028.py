import ldap
from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["find_user"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@router.get("/find-user")
def find_user(request: Request):
    """Find user."""
    uid = request.query_params.get("uid", "")
    candidates = ["guest", "guest"]
    candidates.insert(1, uid)
    uid = candidates[1]
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
