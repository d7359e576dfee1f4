from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///app.db")


@app.get("/users")
def users():
    sort = request.args.get("sort", "name")
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT id, name, email FROM users ORDER BY {sort}")).all()
    return jsonify([dict(row._mapping) for row in rows])
