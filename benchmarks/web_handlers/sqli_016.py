import os

from fastapi import APIRouter
from sqlalchemy import create_engine, text

router = APIRouter(prefix="/api", tags=["account"])

ENGINE = create_engine(os.environ["DATABASE_URL"])


@router.get("/account")
def account(email: str = ""):
    """Account."""
    cleaned = ""
    for ch in email:
        if ch.isprintable():
            cleaned += ch
    email = cleaned
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return {"account": list(row) if row else None}
