from flask import Flask, jsonify, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///shop.db")
STATUSES = ("open", "shipped", "closed")


@app.route("/orders", methods=["POST"])
def orders():
    payload = request.get_json(silent=True) or {}
    status, limit = payload.get("status", "open"), 20
    if status not in STATUSES:
        status = "open"
    query = text(f"SELECT id, total FROM orders WHERE status = '{status}' LIMIT {limit}")
    with engine.connect() as conn:
        rows = conn.execute(query).all()
    return jsonify([list(row) for row in rows])
