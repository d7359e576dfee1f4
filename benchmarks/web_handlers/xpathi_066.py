from types import SimpleNamespace

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/books-by", methods=["GET", "POST"])
def books_by():
    """Books by."""
    author = (request.get_json(silent=True) or {}).get("author", "")
    lookup = SimpleNamespace(requested=author, fallback="Anonymous")
    author = lookup.requested
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return jsonify({"titles": [str(t) for t in titles]})
