from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()


@app.get("/people")
def people(email: str):
    conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
    entries = conn.extend.standard.paged_search("dc=example,dc=org", "(mail=%s)" % email,
                                                attributes=["cn"], paged_size=50, generator=False)
    return {"people": [entry["dn"] for entry in entries]}
