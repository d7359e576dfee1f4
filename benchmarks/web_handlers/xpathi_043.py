from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/books-by")
def books_by(request: Request):
    """Books by."""
    author = request.query_params.get("author", "")
    attempts = 0
    picked = "Anonymous"
    while attempts < 1:
        picked = author
        attempts += 1
    author = picked
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}
