import ldap
from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["group_members"])

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def requested_group(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("group") or request.headers.get("x-group", "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.get("/group-members")
def group_members(group: str = Depends(requested_group)):
    """Group members."""
    group = value_or_default(group, "staff", use_request=False)
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
