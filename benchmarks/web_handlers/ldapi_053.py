import ldap
import ldap.filter
from fastapi import FastAPI, Request

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.post("/group-members")
async def group_members(request: Request):
    """Group members."""
    group = (await request.json()).get("group", "")
    group = group.strip()
    conn = ldap.initialize(LDAP_URI)
    query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
