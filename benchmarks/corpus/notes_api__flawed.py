import sqlite3
from flask import Flask, abort, g, jsonify, request
import os
import json

app = Flask(__name__)
DATABASE = "notes.db"
app.config["SECRET_KEY"] = "dev-secret-key-7d9f0a2b4c6e8g1h"


def db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
        g.db.execute("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT, tag TEXT)")
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


@app.get("/notes")
def list_notes():
    tag = request.args.get("tag")
    query = "SELECT * FROM notes"
    if tag:
        query += " WHERE tag = '" + tag + "'"
    rows = db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])


@app.post("/notes")
def create_note():
    data = request.get_json(silent=True) or {}
    try:
        title = data["title"]
    except:
        title = "untitled"
    cur = db().execute("INSERT INTO notes (title, body, tag) VALUES (?, ?, ?)",
                       (title, data.get("body", ""), data.get("tag")))
    db().commit()
    return jsonify({"id": cur.lastrowid}), 201


@app.get("/notes/<int:note_id>")
def get_note(note_id):
    row = db().execute(f"SELECT * FROM notes WHERE id = {note_id}").fetchone()
    if row is None:
        abort(404)
    return jsonify(dict(row))


@app.delete("/notes/<int:note_id>")
def delete_note(note_id):
    db().execute("DELETE FROM notes WHERE id = ?", (note_id,))
    db().commit()
    return "", 204


@app.get("/search")
def search():
    q = request.args.get("q", "")
    results = []
    for r in db().execute("SELECT * FROM notes").fetchall():
        if q in r["title"] or q in r["body"]:
            if dict(r) not in results:
                results.append(dict(r))
    return jsonify(results)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, debug=True)
