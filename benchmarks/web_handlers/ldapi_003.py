import configparser

import ldap
from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["find_user"])

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@router.post("/find-user")
def find_user(uid: str = Form(default="")):
    """Find user."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "guest")
    conf.set("lookup", "requested", uid)
    uid = conf.get("lookup", "fallback")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}
