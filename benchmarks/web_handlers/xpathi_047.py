from fastapi import FastAPI, Header
from lxml import etree

app = FastAPI()

MANUAL = "/srv/app/data/manual.xml"


@app.get("/chapter")
def chapter(section: str = Header(default="", alias="X-Section")):
    """Chapter."""
    requested, fallback = section, "intro"
    section = requested or fallback
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return {"found": len(nodes)}
