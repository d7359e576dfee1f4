from fastapi import Cookie, FastAPI
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/find-by-mail")
def find_by_mail(mail: str = Cookie(default="")):
    """Find by mail."""
    candidates = ["nobody@example.org", "nobody@example.org"]
    candidates.insert(1, mail)
    mail = candidates[1]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
