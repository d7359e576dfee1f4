import os

from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)

ENGINE = create_engine(os.environ["DATABASE_URL"])


@app.route("/account")
def account():
    """Account."""
    email = next(iter(request.values.getlist("email")), "")
    source = "manual"
    match source:
        case "manual":
            chosen = email
        case _:
            chosen = "nobody@example.org"
    email = chosen
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return jsonify({"account": list(row) if row else None})
