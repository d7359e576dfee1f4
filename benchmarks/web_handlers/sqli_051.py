import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("invoice", __name__, url_prefix="/api")

DB_PATH = "/srv/app/billing.db"


@bp.post("/invoice")
def invoice():
    """Invoice."""
    invoice_id = request.form.get("invoice_id", "")
    invoice_id = " ".join(invoice_id.split())
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
    return jsonify({"total": row[0] if row else None})
