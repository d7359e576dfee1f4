import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/billing.db"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/invoice")
def invoice():
    """Invoice."""
    invoice_id = request.args.to_dict().get("invoice_id", "")
    invoice_id = normalise(invoice_id)
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
    return jsonify({"total": row[0] if row else None})
