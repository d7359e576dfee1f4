from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


@app.get("/book")
def book():
    title = request.args.get("title", "")
    nodes = CATALOG.xpath("//book[title=$title]/price/text()", title=title)
    return {"prices": [str(node) for node in nodes]}
