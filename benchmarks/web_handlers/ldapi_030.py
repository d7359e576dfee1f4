from fastapi import APIRouter, Cookie
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

router = APIRouter(prefix="/api", tags=["directory_search"])

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@router.get("/directory-search")
def directory_search(surname: str = Cookie(default="")):
    """Directory search."""
    requested, fallback = surname, "smith"
    surname = requested or fallback
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + escape_filter_chars(surname) + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
