import sqlite3

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["invoice"])

DB_PATH = "/srv/app/billing.db"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    invoice_id: str = ""


def run_invoice(invoice_id):
    """Invoice for one value."""
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + invoice_id.replace("'", "")).fetchone()
    return {"total": row[0] if row else None}


@router.post("/invoice")
def invoice(payload: RequestBody):
    """Invoice."""
    invoice_id = payload.invoice_id
    invoice_id = invoice_id[:200]
    result = run_invoice(invoice_id)
    return result
