from fastapi import Cookie, FastAPI
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/directory-search")
def directory_search(surname: str = Cookie(default="")):
    """Directory search."""
    limit = 5
    if len("abcd") < limit:
        surname = surname.strip()
    else:
        surname = "smith"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
