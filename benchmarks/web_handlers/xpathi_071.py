from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

CATALOG = "/srv/app/data/catalog.xml"


@app.post("/books-by")
async def books_by(request: Request):
    """Books by."""
    author = (await request.json()).get("author", "")
    num = 7
    author = author if num % 2 == 1 else "Anonymous"
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(t) for t in titles]}
