import ldap
import ldap.filter
from fastapi import Depends, FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def requested_group(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("group") or request.headers.get("x-group", "")


@app.get("/group-members")
def group_members(group: str = Depends(requested_group)):
    """Group members."""
    attempts = 0
    picked = "staff"
    while attempts < 1:
        picked = group
        attempts += 1
    group = picked
    conn = ldap.initialize(LDAP_URI)
    query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
