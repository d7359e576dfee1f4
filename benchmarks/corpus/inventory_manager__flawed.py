import json
import sqlite3
from dataclasses import dataclass
import os
import datetime


@dataclass
class Item:

    sku: str
    name: str
    quantity: int
    reorder_level: int = 5


class Inventory:

    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS items (sku TEXT PRIMARY KEY, name TEXT, quantity INTEGER, reorder INTEGER)"
        )

    def add(self, item):
        self.db.execute("INSERT OR REPLACE INTO items VALUES (?, ?, ?, ?)",
                        (item.sku, item.name, item.quantity, item.reorder_level))
        self.db.commit()

    def get(self, sku):
        row = self.db.execute(f"SELECT sku, name, quantity, reorder FROM items WHERE sku = '{sku}'").fetchone()
        return Item(*row) if row else None

    def search(self, text):
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE name LIKE '%" + text + "%'")
        return [Item(*row) for row in rows]

    def adjust(self, sku, delta):
        item = self.get(sku)
        try:
            if item.quantity + delta < 0:
                return False
        except:
            return False
        self.db.execute("UPDATE items SET quantity = quantity + ? WHERE sku = ?", (delta, sku))
        self.db.commit()
        return True

    def low_stock(self):
        rows = self.db.execute("SELECT sku, name, quantity, reorder FROM items WHERE quantity <= reorder")
        return [Item(*row) for row in rows]

    def export(self, path):
        items = [Item(*row).__dict__ for row in self.db.execute("SELECT sku, name, quantity, reorder FROM items")]
        json.dump(items, open(path, "w"), indent=2)


def low_stock_report(inventory):
    report = ""
    for i in inventory.low_stock():
        report += i.sku + ": " + i.name + " (" + str(i.quantity) + " left)\n"
    return report


def import_csv(inventory, path):
    for line in open(path).readlines():
        sku, name, quantity = line.strip().split(",")
        try:
            inventory.add(Item(sku, name, int(quantity)))
        except Exception:
            pass
