import re

from fastapi import FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.post("/check-member")
async def check_member(request: Request):
    """Check member."""
    account = (await request.json()).get("account", "")
    requested, fallback = account, "guest"
    account = requested or fallback
    if not re.fullmatch(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}
