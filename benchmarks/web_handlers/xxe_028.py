from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/read-feed")
def read_feed():
    """Read feed."""
    feed = RequestParams(request).get("feed")
    feed = value_or_default(feed, "<order><id>1</id></order>", use_request=True)
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(feed.encode(), parser=parser)
    return jsonify({"items": len(root)})
