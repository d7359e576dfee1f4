import ldap
from fastapi import FastAPI

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"


@app.get("/user-entry/{login}")
def user_entry(login: str):
    """User entry."""
    queue = ["guest"]
    queue.extend([login, "spare"])
    queue.pop()
    login = queue[-1]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return {"found": bool(entry)}
