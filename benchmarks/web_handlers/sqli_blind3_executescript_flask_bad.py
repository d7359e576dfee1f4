import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.post("/tags")
def add_tag():
    label = request.form.get("label", "misc")
    db = sqlite3.connect("tags.db")
    db.executescript(f"INSERT INTO tags (label) VALUES ('{label}');")
    db.commit()
    return "added"
