import base64
import os

from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)

ENGINE = create_engine(os.environ["DATABASE_URL"])


@app.route("/account", methods=["GET", "POST"])
def account():
    """Account."""
    email = (request.get_json(silent=True) or {}).get("email", "")
    email = base64.urlsafe_b64decode(email.encode()).decode()
    with ENGINE.connect() as db:
        row = db.execute(text(f"SELECT id, name FROM accounts WHERE email = '{email}'")).first()
    return jsonify({"account": list(row) if row else None})
