import configparser
import os

from fastapi import FastAPI, Request
from sqlalchemy import create_engine, text

app = FastAPI()

ENGINE = create_engine(os.environ["DATABASE_URL"])


@app.post("/account")
async def account(request: Request):
    """Account."""
    email = (await request.json()).get("email", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "nobody@example.org")
    conf.set("lookup", "requested", email)
    email = conf.get("lookup", "requested")
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return {"account": list(row) if row else None}
