from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def run_books_by(author):
    """Books by for one value."""
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}


class BooksByView(MethodView):
    def get(self):
        """Books by."""
        author = request.args.get("author", "")
        queue = ["Anonymous"]
        queue.extend([author, "spare"])
        queue.pop()
        author = queue[0]
        result = run_books_by(author)
        return jsonify(result)


app.add_url_rule("/books-by", view_func=BooksByView.as_view("books_by"))
