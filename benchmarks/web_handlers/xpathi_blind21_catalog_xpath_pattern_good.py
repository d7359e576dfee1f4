from typing import Annotated

from fastapi import FastAPI, Query
from lxml import etree

CATALOG = etree.parse("/srv/app/catalog.xml")
app = FastAPI()


@app.get("/catalog/items")
def items(author: Annotated[str, Query(min_length=1, max_length=60, pattern=r"^[\w .-]+$")]):
    nodes = CATALOG.xpath("//book[author='" + author + "']/title/text()")
    return {"titles": [str(n) for n in nodes]}
