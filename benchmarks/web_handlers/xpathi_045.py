from fastapi import FastAPI
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/books-by/{author}")
def books_by(author: str):
    """Books by."""
    author = normalise(author)
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return {"titles": [str(t) for t in titles]}
