import re

from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("catalog.xml")


@app.route("/book")
def book():
    title = re.sub(r"'", "", request.args.get("title", ""))
    nodes = DOC.xpath("//book[title=$t]/price/text()", t=title)
    return {"prices": [str(n) for n in nodes]}
