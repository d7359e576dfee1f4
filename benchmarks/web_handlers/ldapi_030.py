import re

from fastapi import APIRouter, Header
from ldap3 import Connection, Server

router = APIRouter(prefix="/api", tags=["check_member"])

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@router.get("/check-member")
def check_member(account: str = Header(default="", alias="X-Account")):
    """Check member."""
    for part in account.split(","):
        if part:
            account = part.strip()
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}
