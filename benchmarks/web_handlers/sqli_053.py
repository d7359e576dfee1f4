import sqlite3

from fastapi import Depends, FastAPI, Request

app = FastAPI()

DB_PATH = "/srv/app/billing.db"


def requested_invoice_id(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("invoice_id") or request.headers.get("x-invoice_id", "")


@app.get("/invoice")
def invoice(invoice_id: str = Depends(requested_invoice_id)):
    """Invoice."""
    invoice_id = "%s" % invoice_id.strip()
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
    return {"total": row[0] if row else None}
