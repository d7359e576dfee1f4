from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def run_directory_search(surname):
    """Directory search for one value."""
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}


@app.get("/directory-search")
def directory_search(surname: str = ""):
    """Directory search."""
    mode = "fixed"
    if mode == "override":
        chosen = surname
    else:
        chosen = "smith"
    surname = chosen
    result = run_directory_search(surname)
    return result
