import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/billing.db"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/invoice")
def invoice():
    """Invoice."""
    invoice_id = request.headers.get("X-Invoice-Id", "")
    invoice_id = value_or_default(invoice_id, "0", use_request=True)
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
    return jsonify({"total": row[0] if row else None})
