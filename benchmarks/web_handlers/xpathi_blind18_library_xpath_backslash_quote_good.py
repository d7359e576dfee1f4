from functools import lru_cache

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI()
CATALOG_PATH = "/srv/data/library.xml"


def xpath_literal(value: str) -> str:
    return "'" + value.replace("'", "\\'") + "'"


class LibraryIndex:
    def __init__(self, root) -> None:
        self.root = root

    def by_author(self, author: str) -> list[dict]:
        query = "//book[author=$author and @public='yes']"
        books = self.root.xpath(query, author=author)
        return [{"title": book.findtext("title"), "year": book.findtext("year")} for book in books]


@lru_cache(maxsize=1)
def library() -> LibraryIndex:
    return LibraryIndex(etree.parse(CATALOG_PATH).getroot())


@app.get("/books")
def books_by_author(author: str = Query(..., min_length=1, max_length=80)):
    found = library().by_author(author)
    if not found:
        raise HTTPException(status_code=404, detail="no public books by that author")
    return found
