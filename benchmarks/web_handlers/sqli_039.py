import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/billing.db"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/invoice")
def invoice():
    """Invoice."""
    invoice_id = RequestParams(request).get("invoice_id")
    invoice_id = next(part for part in (invoice_id, "0") if part)
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + str(int(invoice_id))).fetchone()
    return jsonify({"total": row[0] if row else None})
