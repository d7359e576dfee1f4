from fastapi import FastAPI
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
server = Server("ldap://ldap.example.org")


@app.get("/people")
def people(email: str):
    conn = Connection(server, auto_bind=True)
    conn.search("ou=people,dc=example,dc=org", f"(mail={email})", attributes=["cn"])
    return {"names": [str(entry.cn) for entry in conn.entries]}
