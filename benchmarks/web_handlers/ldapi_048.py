from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/find-by-mail")
def find_by_mail(mail: str = ""):
    """Find by mail."""
    choices = {"fallback": "nobody@example.org", "requested": mail}
    mail = choices["requested"]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
