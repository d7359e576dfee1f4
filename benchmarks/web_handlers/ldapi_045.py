from fastapi import Depends, FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def requested_surname(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("surname") or request.headers.get("x-surname", "")


@app.get("/directory-search")
def directory_search(surname: str = Depends(requested_surname)):
    """Directory search."""
    queue = ["smith"]
    queue.extend([surname, "spare"])
    queue.pop()
    surname = queue[0]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
