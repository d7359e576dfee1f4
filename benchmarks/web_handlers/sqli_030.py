import os

from flask import Flask, jsonify, request
from flask.views import MethodView
from sqlalchemy import create_engine, text

app = Flask(__name__)

ENGINE = create_engine(os.environ["DATABASE_URL"])


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class AccountView(MethodView):
    def get(self):
        """Account."""
        email = query_value(request, "email")
        with ENGINE.connect() as db:
            row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
        return jsonify({"account": list(row) if row else None})


app.add_url_rule("/account", view_func=AccountView.as_view("account"))
