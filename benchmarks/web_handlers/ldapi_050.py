import ldap
from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["group_members"])

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@router.get("/group-members")
def group_members(group: str = ""):
    """Group members."""
    candidates = ["staff"]
    candidates.append(group)
    group = candidates[-1]
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
