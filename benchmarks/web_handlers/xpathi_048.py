from fastapi import APIRouter
from lxml import etree
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["books_by"])

CATALOG = "/srv/app/data/catalog.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    author: str = ""


@router.post("/books-by")
def books_by(payload: RequestBody):
    """Books by."""
    author = payload.author
    queue = ["Anonymous"]
    queue.extend([author, "spare"])
    queue.pop()
    author = queue[-1]
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}
