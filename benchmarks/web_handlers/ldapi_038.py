from fastapi import FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@app.post("/find-by-mail")
async def find_by_mail(request: Request):
    """Find by mail."""
    mail = (await request.json()).get("mail", "")
    candidates = ["nobody@example.org"]
    candidates.append(mail)
    mail = candidates[0]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
