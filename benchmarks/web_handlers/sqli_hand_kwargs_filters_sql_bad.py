import sqlite3
from flask import Flask, request

app = Flask(__name__)

def search(db, **filters):
    where = " AND ".join(f"{key} = '{value}'" for key, value in filters.items())
    return db.execute(f"SELECT * FROM books WHERE {where}").fetchall()

@app.get("/books")
def books():
    return {"rows": search(sqlite3.connect("lib.db"), **request.args.to_dict())}
