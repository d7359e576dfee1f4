import re

from fastapi import FastAPI, Form
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/check-member")
def check_member(account: str = Form(default="")):
    """Check member."""
    account = value_or_default(account, "guest", use_request=True)
    if not re.fullmatch(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}
