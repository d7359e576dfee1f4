import re

from fastapi import APIRouter, Request
from ldap3 import Connection, Server

router = APIRouter(prefix="/api", tags=["check_member"])

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@router.post("/check-member")
async def check_member(request: Request):
    """Check member."""
    account = (await request.json()).get("account", "")
    account = account.replace("\r", "").replace("\n", "")
    if not re.fullmatch(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}
