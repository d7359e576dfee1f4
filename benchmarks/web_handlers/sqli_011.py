import sqlite3

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DB_PATH = "/srv/app/blog.db"


class PostsByView(MethodView):
    def get(self):
        """Posts by."""
        author = next(iter(request.values.getlist("author")), "")
        author = "%s" % author.strip()
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
        return jsonify({"posts": rows})


app.add_url_rule("/posts-by", view_func=PostsByView.as_view("posts_by"))
