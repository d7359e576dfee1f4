import xml.etree.ElementTree as ET

from fastapi import FastAPI

app = FastAPI()
CATALOG = ET.parse("catalog.xml").getroot()


@app.get("/books")
def books(author: str):
    found = [book for book in CATALOG.findall(".//book") if book.get("author") == author]
    return {"titles": [book.findtext("title") for book in found]}
