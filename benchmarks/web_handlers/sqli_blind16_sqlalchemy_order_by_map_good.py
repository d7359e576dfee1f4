from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///app.db")
SORT_COLUMNS = {"name": "name", "email": "email", "newest": "created_at DESC"}


@app.get("/users")
def users():
    sort = SORT_COLUMNS.get(request.args.get("sort"), "name")
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT id, name, email FROM users ORDER BY {sort}")).all()
    return jsonify([dict(row._mapping) for row in rows])
