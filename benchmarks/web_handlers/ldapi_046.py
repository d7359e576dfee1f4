from fastapi import FastAPI
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/directory-search")
def directory_search(surname: str = ""):
    """Directory search."""
    surname = f"{surname.strip()}"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + escape_filter_chars(surname) + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}
