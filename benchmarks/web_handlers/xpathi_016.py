from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("books_by", __name__, url_prefix="/api")

CATALOG = "/srv/app/data/catalog.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.get("/books-by")
def books_by():
    """Books by."""
    author = request.headers.get("X-Author", "")
    author = normalise(author)
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return jsonify({"titles": [str(t) for t in titles]})
