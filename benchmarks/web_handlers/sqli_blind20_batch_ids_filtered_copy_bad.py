import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/batch")
def batch():
    raw = request.args.get("ids", "")
    ids = [piece.strip() for piece in raw.split(",") if piece.strip()]
    checked = sorted(map(int, filter(str.isdecimal, ids)))
    clause = ", ".join(ids)
    db = sqlite3.connect("shop.db")
    try:
        rows = db.execute(f"SELECT id, name FROM items WHERE id IN ({clause})").fetchall()
    finally:
        db.close()
    return {"items": rows, "count": len(checked)}
