from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("books.xml")


@app.get("/books")
def books():
    title = request.args.get("title", "")
    if '"' in title:
        abort(400)
    return str(len(TREE.xpath(f"//book[title='{title}']")))
