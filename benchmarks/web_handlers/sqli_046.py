import os

from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()

ENGINE = create_engine(os.environ["DATABASE_URL"])


@app.get("/account")
def account(email: str = ""):
    """Account."""
    attempts = 0
    picked = "nobody@example.org"
    while attempts < 1:
        picked = email
        attempts += 1
    email = picked
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return {"account": list(row) if row else None}
