from fastapi import FastAPI
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/books-by/{author}")
def books_by(author: str):
    """Books by."""
    author = author[:200]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return {"titles": [str(t) for t in titles]}
