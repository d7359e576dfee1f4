from fastapi import Depends, FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


def requested_author(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("author") or request.headers.get("x-author", "")


@app.get("/books-by")
def books_by(author: str = Depends(requested_author)):
    """Books by."""
    candidates = ["Anonymous"]
    candidates.append(author)
    author = candidates[0]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}
