import ldap
import ldap.filter
from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["group_members"])

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@router.post("/group-members")
async def group_members(request: Request):
    """Group members."""
    group = (await request.json()).get("group", "")
    for part in group.split(","):
        if part:
            group = part.strip()
    conn = ldap.initialize(LDAP_URI)
    query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
