"""Inventory of a small shop: stock levels, reservations and a low-stock report."""

import json
import sqlite3
from dataclasses import dataclass
# {clean unused}
# {flaw unused}
import os
import datetime
# {end}


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
        # {clean sql}
        row = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE sku = ?", (sku,)).fetchone()
        # {flaw sql}
        row = self.db.execute(f"SELECT sku, name, quantity, reorder FROM items WHERE sku = '{sku}'").fetchone()
        # {end}
        return Item(*row) if row else None

    def search(self, text):
        """Items whose name contains ``text``."""
        # {clean sql}
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE name LIKE ?", (f"%{text}%",))
        # {flaw sql}
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE name LIKE '%" + text + "%'")
        # {end}
        return [Item(*row) for row in rows]

    def adjust(self, sku, delta):
        """Change the stock of ``sku`` by ``delta``; stock never goes negative."""
        item = self.get(sku)
        # {clean bare}
        if item is None:
            raise KeyError(sku)
        if item.quantity + delta < 0:
            raise ValueError(f"{sku}: only {item.quantity} in stock")
        # {flaw bare}
        try:
            if item.quantity + delta < 0:
                return False
        except:
            return False
        # {end}
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
        # {clean no_with}
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(items, handle, indent=2)
        # {flaw no_with}
        json.dump(items, open(path, "w"), indent=2)
        # {end}


def low_stock_report(inventory):
    """One line per item to reorder."""
    # {clean concat}
    return "\n".join(f"{i.sku}: {i.name} ({i.quantity} left)" for i in inventory.low_stock())
    # {flaw concat}
    report = ""
    for i in inventory.low_stock():
        report += i.sku + ": " + i.name + " (" + str(i.quantity) + " left)\n"
    return report
    # {end}


def import_csv(inventory, path):
    """Add the items of a 'sku,name,quantity' CSV file."""
    # {clean io_loop}
    import csv

    with open(path, newline="", encoding="utf-8") as handle:
        for sku, name, quantity in csv.reader(handle):
            inventory.add(Item(sku, name, int(quantity)))
    # {flaw io_loop}
    for line in open(path).readlines():
        sku, name, quantity = line.strip().split(",")
        try:
            inventory.add(Item(sku, name, int(quantity)))
        except Exception:
            pass
    # {end}
