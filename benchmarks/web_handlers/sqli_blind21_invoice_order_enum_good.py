import sqlite3
from enum import Enum

from fastapi import APIRouter, Depends

from .db import get_db

router = APIRouter(prefix="/invoices")


class SortKey(str, Enum):
    issued = "issued_at"
    total = "total"
    customer = "customer_name"


class InvoiceRepository:
    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def page(self, sort: str, limit: int):
        sql = f"SELECT id, customer_name, total FROM invoices ORDER BY {sort} DESC LIMIT ?"
        return self.db.execute(sql, (limit,)).fetchall()


@router.get("/")
def list_invoices(sort: SortKey = SortKey.issued, limit: int = 50, db: sqlite3.Connection = Depends(get_db)):
    return [dict(row) for row in InvoiceRepository(db).page(sort.value, min(limit, 200))]
