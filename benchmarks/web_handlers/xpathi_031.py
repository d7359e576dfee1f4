from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class BooksByView(MethodView):
    def get(self):
        """Books by."""
        author = request.headers.get("X-Author", "")
        author = value_or_default(author, "Anonymous", use_request=False)
        tree = etree.parse(CATALOG)
        titles = tree.xpath("//book[author='" + author + "']/title/text()")
        return jsonify({"titles": [str(t) for t in titles]})


app.add_url_rule("/books-by", view_func=BooksByView.as_view("books_by"))
