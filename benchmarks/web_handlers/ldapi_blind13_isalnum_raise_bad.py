import ldap
from fastapi import FastAPI, HTTPException

app = FastAPI()


@app.get("/uid")
def uid_lookup(uid: str):
    if not uid:
        raise HTTPException(status_code=400)
    conn = ldap.initialize("ldap://ldap.example.org")
    return {"found": len(conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, f"(uid={uid})"))}
