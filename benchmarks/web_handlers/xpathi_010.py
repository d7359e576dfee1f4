from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.get("/books-by")
def books_by(request: Request):
    """Books by."""
    author = request.query_params.get("author", "")
    candidates = ["Anonymous"]
    candidates.append(author)
    author = candidates[-1]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return {"titles": [str(t) for t in titles]}
