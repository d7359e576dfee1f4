import sqlite3
import textwrap

from flask import Flask, jsonify, request

app = Flask(__name__)
QUERY = textwrap.dedent("""
    SELECT id, title, created
    FROM articles
    ORDER BY {column} {direction}
    LIMIT 50
""")


@app.get("/articles")
def articles():
    opts = request.args.to_dict()
    column = opts.get("sort", "created")
    if column not in {"id", "title", "created"}:
        column = "created"
    direction = "DESC" if opts.get("desc") else "ASC"
    conn = sqlite3.connect("blog.db")
    try:
        rows = conn.execute(QUERY.format(column=column, direction=direction)).fetchall()
    finally:
        conn.close()
    return jsonify(rows)
