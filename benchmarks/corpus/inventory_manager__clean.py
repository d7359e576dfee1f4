"""Inventory of a small shop: stock levels, reservations and a low-stock report."""

import json
import sqlite3
from dataclasses import dataclass


@dataclass
class Item:
    """One stock-keeping unit."""

    sku: str
    name: str
    quantity: int
    reorder_level: int = 5


class Inventory:
    """Stock held in a SQLite database."""

    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS items (sku TEXT PRIMARY KEY, name TEXT, quantity INTEGER, reorder INTEGER)"
        )

    def add(self, item):
        """Insert or replace an item."""
        self.db.execute("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)",
                        (item.sku, item.name, item.quantity, item.reorder_level))
        self.db.commit()

    def get(self, sku):
        """The item with ``sku``, or None."""
        row = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE sku = ?", (sku,)).fetchone()
        return Item(*row) if row else None

    def search(self, text):
        """Items whose name contains ``text``."""
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE name LIKE ?", (f"%{text}%",))
        return [Item(*row) for row in rows]

    def adjust(self, sku, delta):
        """Change the stock of ``sku`` by ``delta``; stock never goes negative."""
        item = self.get(sku)
        if item is None:
            raise KeyError(sku)
        if item.quantity + delta < 0:
            raise ValueError(f"{sku}: only {item.quantity} in stock")
        self.db.execute("UPDATE items SET quantity = quantity + ? WHERE sku = ?", (delta, sku))
        self.db.commit()
        return True

    def low_stock(self):
        """Items at or below their reorder level."""
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE quantity <= reorder")
        return [Item(*row) for row in rows]

    def export(self, path):
        """Write every item to a JSON file."""
        items = [Item(*row).__dict__ for row in self.db.execute("SELECT sku, name, quantity, reorder FROM items")]
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(items, handle, indent=2)


def low_stock_report(inventory):
    """One line per item to reorder."""
    return "\n".join(f"{i.sku}: {i.name} ({i.quantity} left)" for i in inventory.low_stock())


def import_csv(inventory, path):
    """Add the items of a 'sku,name,quantity' CSV file."""
    import csv

    with open(path, newline="", encoding="utf-8") as handle:
        for sku, name, quantity in csv.reader(handle):
            inventory.add(Item(sku, name, int(quantity)))
