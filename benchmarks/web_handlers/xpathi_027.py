from fastapi import FastAPI
from lxml import etree
from pydantic import BaseModel

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    author: str = ""


@app.post("/books-by")
def books_by(payload: RequestBody):
    """Books by."""
    author = payload.author
    candidates = ["Anonymous"]
    candidates.append(author)
    author = candidates[-1]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}
