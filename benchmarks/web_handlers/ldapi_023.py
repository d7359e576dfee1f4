from fastapi import APIRouter, Form
from ldap3 import Connection, Server

router = APIRouter(prefix="/api", tags=["directory_search"])

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@router.post("/directory-search")
def directory_search(surname: str = Form(default="")):
    """Directory search."""
    num = 54
    surname = "smith" if 7 * 18 + num > 200 else surname
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
