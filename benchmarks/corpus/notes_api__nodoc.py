import sqlite3
from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)
DATABASE = "notes.db"
app.config["SECRET_KEY"] = __import__("os").environ["NOTES_SECRET_KEY"]


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
    if tag:
        rows = db().execute("SELECT * FROM notes WHERE tag = ? ORDER BY id", (tag,)).fetchall()
    else:
        rows = db().execute("SELECT * FROM notes ORDER BY id").fetchall()
    return jsonify([dict(r) for r in rows])


@app.post("/notes")
def create_note():
    data = request.get_json(silent=True) or {}
    title = str(data.get("title", "")).strip()
    if not title:
        abort(400, "title is required")
    cur = db().execute("INSERT INTO notes (title, body, tag) VALUES (?, ?, ?)",
                       (title, data.get("body", ""), data.get("tag")))
    db().commit()
    return jsonify({"id": cur.lastrowid}), 201


@app.get("/notes/<int:note_id>")
def get_note(note_id):
    row = db().execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
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
    rows = db().execute("SELECT * FROM notes WHERE title LIKE ? OR body LIKE ?", (f"%{q}%", f"%{q}%")).fetchall()
    return jsonify([dict(r) for r in rows])


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5000)
