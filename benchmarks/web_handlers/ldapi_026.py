from fastapi import Depends, FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def requested_mail(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("mail") or request.headers.get("x-mail", "")


def run_find_by_mail(mail):
    """Find by mail for one value."""
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}


@app.get("/find-by-mail")
def find_by_mail(mail: str = Depends(requested_mail)):
    """Find by mail."""
    cleaned = ""
    for ch in mail:
        if ch.isprintable():
            cleaned += ch
    mail = cleaned
    result = run_find_by_mail(mail)
    return result
