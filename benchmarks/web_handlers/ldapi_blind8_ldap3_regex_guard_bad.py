import re

from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server

app = FastAPI()


@app.get("/groups")
def groups(name: str):
    if len(name) > 64:
        raise HTTPException(status_code=400)
    conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
    conn.search("ou=groups,dc=example,dc=org", f"(cn={name})", attributes=["member"])
    return {"groups": [entry.entry_dn for entry in conn.entries]}
