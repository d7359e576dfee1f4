from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


@app.get("/books")
def books():
    author = request.args.get("author", "")
    titles = CATALOG.xpath("//book[author/text()=$author]/title/text()", author=author)
    return jsonify([str(title) for title in titles])
