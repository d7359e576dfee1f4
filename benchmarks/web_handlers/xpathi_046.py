from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/books-by")
def books_by():
    """Books by."""
    author = RequestParams(request).get("author")
    candidates = ["Anonymous", "Anonymous"]
    candidates.insert(1, author)
    author = candidates[1]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return jsonify({"titles": [str(t) for t in titles]})
