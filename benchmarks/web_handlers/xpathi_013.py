from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/books-by")
def books_by():
    """Books by."""
    author = request.values.get("author", "")
    candidates = ["Anonymous", "Anonymous"]
    candidates.insert(1, author)
    author = candidates[1]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return jsonify({"titles": [str(t) for t in titles]})
