import os

from fastapi import Depends, FastAPI, Request
from sqlalchemy import create_engine, text

app = FastAPI()

ENGINE = create_engine(os.environ["DATABASE_URL"])


def requested_email(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("email") or request.headers.get("x-email", "")


@app.get("/account")
def account(email: str = Depends(requested_email)):
    """Account."""
    email = " ".join(email.split())
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return {"account": list(row) if row else None}
