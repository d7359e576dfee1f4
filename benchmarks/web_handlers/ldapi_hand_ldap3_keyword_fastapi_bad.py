from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()

@app.get("/groups/{name}")
def group(name: str):
    conn = Connection(Server("ldap://ldap.local"), auto_bind=True)
    conn.search(search_base="dc=corp", search_filter="(cn=" + name + ")")
    return {"n": len(conn.entries)}
