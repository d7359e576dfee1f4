import ldap
from fastapi import Cookie, FastAPI

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.get("/group-members")
def group_members(group: str = Cookie(default="")):
    """Group members."""
    candidates = ["staff"]
    candidates.append(group)
    group = candidates[-1]
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return {"groups": len(results)}
