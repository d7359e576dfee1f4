import re

from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server

app = FastAPI()


@app.get("/groups")
def groups(name: str):
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,64}", name):
        raise HTTPException(status_code=400)
    conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
    conn.search("ou=groups,dc=example,dc=org", f"(cn={name})", attributes=["member"])
    return {"groups": [entry.entry_dn for entry in conn.entries]}
