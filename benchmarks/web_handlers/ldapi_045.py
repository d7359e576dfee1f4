from fastapi import FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/directory-search")
def directory_search(request: Request):
    """Directory search."""
    surname = request.query_params.get("surname", "")
    surname = surname.replace("\r", "").replace("\n", "")
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
