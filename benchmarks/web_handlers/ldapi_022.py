from types import SimpleNamespace

import ldap
from fastapi import FastAPI, Header

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.get("/group-members")
def group_members(group: str = Header(default="", alias="X-Group")):
    """Group members."""
    lookup = SimpleNamespace(requested=group, fallback="staff")
    group = lookup.requested
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
