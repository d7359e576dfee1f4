from fastapi import APIRouter
from ldap3 import Connection, Server
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["find_by_mail"])

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    mail: str = ""


@router.post("/find-by-mail")
def find_by_mail(payload: RequestBody):
    """Find by mail."""
    mail = payload.mail
    choices = {"fallback": "nobody@example.org", "requested": mail}
    mail = choices["requested"]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
