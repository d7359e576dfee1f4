import xml.etree.ElementTree as ET

from fastapi import FastAPI

app = FastAPI()
CATALOG = ET.parse("catalog.xml").getroot()


@app.get("/books")
def books(author: str):
    found = CATALOG.findall(f".//book[@author='{author}']")
    return {"titles": [book.findtext("title") for book in found]}
