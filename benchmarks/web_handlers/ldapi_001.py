import re

from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@app.get("/check-member/{account}")
def check_member(account: str):
    """Check member."""
    num = 7
    account = account if num % 2 == 1 else "guest"
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}
