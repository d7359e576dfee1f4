"""A small notes REST API with Flask and SQLite."""

import sqlite3
from flask import Flask, abort, g, jsonify, request
# {clean unused}
# {flaw unused}
import os
import json
# {end}

app = Flask(__name__)
DATABASE = "notes.db"
# {clean secret}
app.config["SECRET_KEY"] = __import__("os").environ["NOTES_SECRET_KEY"]
# {flaw secret}
app.config["SECRET_KEY"] = "dev-secret-key-7d9f0a2b4c6e8g1h"
# {end}


def db():
    """The request's database connection."""
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
        g.db.execute("CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT, body TEXT, tag TEXT)")
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    """Close the connection at the end of the request."""
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


@app.get("/notes")
def list_notes():
    """Every note, optionally filtered by ?tag=."""
    tag = request.args.get("tag")
    # {clean sql}
    if tag:
        rows = db().execute("SELECT * FROM notes WHERE tag = ? ORDER BY id", (tag,)).fetchall()
    else:
        rows = db().execute("SELECT * FROM notes ORDER BY id").fetchall()
    # {flaw sql}
    query = "SELECT * FROM notes"
    if tag:
        query += " WHERE tag = '" + tag + "'"
    rows = db().execute(query).fetchall()
    # {end}
    return jsonify([dict(r) for r in rows])


@app.post("/notes")
def create_note():
    """Create a note from a JSON body with title, body and tag."""
    data = request.get_json(silent=True) or {}
    # {clean validate}
    title = str(data.get("title", "")).strip()
    if not title:
        abort(400, "title is required")
    # {flaw validate}
    try:
        title = data["title"]
    except:
        title = "untitled"
    # {end}
    cur = db().execute("INSERT INTO notes (title, body, tag) VALUES (?, ?, ?)",
                       (title, data.get("body", ""), data.get("tag")))
    db().commit()
    return jsonify({"id": cur.lastrowid}), 201


@app.get("/notes/<int:note_id>")
def get_note(note_id):
    """One note or 404."""
    # {clean sql}
    row = db().execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
    # {flaw sql}
    row = db().execute(f"SELECT * FROM notes WHERE id = {note_id}").fetchone()
    # {end}
    if row is None:
        abort(404)
    return jsonify(dict(row))


@app.delete("/notes/<int:note_id>")
def delete_note(note_id):
    """Delete a note."""
    db().execute("DELETE FROM notes WHERE id = ?", (note_id,))
    db().commit()
    return "", 204


@app.get("/search")
def search():
    """Notes whose title or body contains ?q=."""
    q = request.args.get("q", "")
    # {clean search}
    rows = db().execute("SELECT * FROM notes WHERE title LIKE ? OR body LIKE ?", (f"%{q}%", f"%{q}%")).fetchall()
    return jsonify([dict(r) for r in rows])
    # {flaw search}
    results = []
    for r in db().execute("SELECT * FROM notes").fetchall():
        if q in r["title"] or q in r["body"]:
            if dict(r) not in results:
                results.append(dict(r))
    return jsonify(results)
    # {end}


if __name__ == "__main__":
    # {clean debug}
    app.run(host="127.0.0.1", port=5000)
    # {flaw debug}
    app.run(host="0.0.0.0", port=5000, debug=True)
    # {end}
