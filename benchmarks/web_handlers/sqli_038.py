import os

from flask import Flask, jsonify, request
from flask.views import MethodView
from sqlalchemy import create_engine, text

app = Flask(__name__)

ENGINE = create_engine(os.environ["DATABASE_URL"])


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


class AccountView(MethodView):
    def get(self):
        """Account."""
        email = RequestParams(request).get("email")
        for part in email.split(","):
            if part:
                email = part.strip()
        with ENGINE.connect() as db:
            row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
        return jsonify({"account": list(row) if row else None})


app.add_url_rule("/account", view_func=AccountView.as_view("account"))
