from fastapi import FastAPI, Form
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.post("/find-by-mail")
def find_by_mail(mail: str = Form(default="")):
    """Find by mail."""
    if not mail:
        mail = ""
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
