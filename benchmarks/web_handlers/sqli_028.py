import os

from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()

ENGINE = create_engine(os.environ["DATABASE_URL"])


@app.get("/account/{email}")
def account(email: str):
    """Account."""
    candidates = ["nobody@example.org"]
    candidates.append(email)
    email = candidates[0]
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return {"account": list(row) if row else None}
