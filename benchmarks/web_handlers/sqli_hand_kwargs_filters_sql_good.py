import sqlite3
from flask import Flask, request

app = Flask(__name__)

def search(db, **filters):
    where = " AND ".join(f"{key} = ?" for key in filters if key in ("title", "author"))
    values = [filters[key] for key in filters if key in ("title", "author")]
    return db.execute(f"SELECT * FROM books WHERE {where or '1 = 1'}", values).fetchall()

@app.get("/books")
def books():
    return {"rows": search(sqlite3.connect("lib.db"), **request.args.to_dict())}
