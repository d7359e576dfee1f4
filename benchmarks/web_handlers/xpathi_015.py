from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/books-by")
def books_by():
    """Books by."""
    author = request.args.get("author", "")
    queue = ["Anonymous"]
    queue.extend([author, "spare"])
    queue.pop()
    author = queue[0]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return jsonify({"titles": [str(t) for t in titles]})
