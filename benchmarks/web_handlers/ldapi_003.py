import ldap
from fastapi import FastAPI

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.get("/group-members")
def group_members(group: str = ""):
    """Group members."""
    source = "manual"
    match source:
        case "manual":
            chosen = group
        case _:
            chosen = "staff"
    group = chosen
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
