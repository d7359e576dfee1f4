from fastapi import FastAPI
from lxml import etree

app = FastAPI()

MANUAL = "/srv/app/data/manual.xml"


@app.get("/chapter")
def chapter(section: str = ""):
    """Chapter."""
    num = 54
    section = "intro" if 7 * 18 + num > 200 else section
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return {"found": len(nodes)}
