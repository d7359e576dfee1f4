from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///app.db")

@app.get("/users")
def users():
    name = request.args.get("name", "")
    with engine.connect() as conn:
        rows = conn.execute(text(f"SELECT id FROM users WHERE name = '{name}'")).fetchall()
    return {"ids": [r[0] for r in rows]}
