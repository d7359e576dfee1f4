from fastapi import FastAPI, Request
from ldap3 import Connection, Server

app = FastAPI()

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/find-by-mail")
def find_by_mail(request: Request):
    """Find by mail."""
    mail = dict(request.query_params).get("mail", "")
    mail = value_or_default(mail, "nobody@example.org", use_request=False)
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
