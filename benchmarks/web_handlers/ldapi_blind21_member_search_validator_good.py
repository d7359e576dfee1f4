from fastapi import APIRouter, Depends
from ldap3 import Connection
from ldap3.utils.conv import escape_filter_chars
from pydantic import BaseModel, field_validator

from .directory import get_connection

router = APIRouter()


class MemberQuery(BaseModel):
    group: str

    @field_validator("group")
    @classmethod
    def clean_group(cls, value: str) -> str:
        cleaned = escape_filter_chars(value.strip())
        if not cleaned:
            raise ValueError("group is required")
        return cleaned


@router.post("/members")
def members(query: MemberQuery, conn: Connection = Depends(get_connection)):
    conn.search("ou=groups,dc=corp,dc=example", f"(&(objectClass=groupOfNames)(cn={query.group}))",
                attributes=["member"])
    return {"members": [str(m) for e in conn.entries for m in e.member]}
