from fastapi import APIRouter, Depends
from ldap3 import Connection, Server

router = APIRouter()


def connection():
    return Connection(Server("ldap.example.org"), auto_bind=True)


@router.get("/groups/{group}/members")
def members(group: str, conn: Connection = Depends(connection)):
    search_filter = "".join(["(&(objectClass=groupOfNames)(cn=", group, "))"])
    conn.search("ou=groups,dc=example,dc=org", search_filter, attributes=["member"])
    return {"members": [str(e.member) for e in conn.entries]}
