from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/books-by")
def books_by():
    """Books by."""
    author = next(iter(request.values.getlist("author")), "")
    requested, fallback = author, "Anonymous"
    author = requested or fallback
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return jsonify({"titles": [str(t) for t in titles]})
