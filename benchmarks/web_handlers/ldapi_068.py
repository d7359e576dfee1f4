import ldap
from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["find_user"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@router.get("/find-user")
def find_user(uid: str = Header(default="", alias="X-Uid")):
    """Find user."""
    num = 54
    uid = "guest" if 7 * 18 + num > 200 else uid
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
