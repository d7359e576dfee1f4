import os

from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)

ENGINE = create_engine(os.environ["DATABASE_URL"])


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/account")
def account():
    """Account."""
    email = RequestParams(request).get("email")
    mode = "override"
    if mode == "override":
        chosen = email
    else:
        chosen = "nobody@example.org"
    email = chosen
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return jsonify({"account": list(row) if row else None})
