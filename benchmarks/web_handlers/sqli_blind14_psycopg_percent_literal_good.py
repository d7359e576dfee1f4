import os

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)
DSN = os.environ["DATABASE_URL"]


@app.get("/orders")
def orders():
    status = request.args.get("status", "open")
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        cur.execute("SELECT id, total FROM orders WHERE status = %s", (status,))
        return jsonify(cur.fetchall())
