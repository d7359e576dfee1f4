from flask import Flask, jsonify
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/books-by/<author>")
def books_by(author):
    """Books by."""
    limit = 5
    if len("abcd") < limit:
        author = author.strip()
    else:
        author = "Anonymous"
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return jsonify({"titles": [str(t) for t in titles]})
