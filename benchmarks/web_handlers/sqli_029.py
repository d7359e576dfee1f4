import sqlite3

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DB_PATH = "/srv/app/billing.db"


class InvoiceView(MethodView):
    def get(self):
        """Invoice."""
        invoice_id = request.headers.get("X-Invoice-Id", "")
        invoice_id = invoice_id.replace("\r", "").replace("\n", "")
        conn = sqlite3.connect(DB_PATH)
        row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
        return jsonify({"total": row[0] if row else None})


app.add_url_rule("/invoice", view_func=InvoiceView.as_view("invoice"))
