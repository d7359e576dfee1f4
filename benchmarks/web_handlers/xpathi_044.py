from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

MANUAL = "/srv/app/data/manual.xml"


@app.post("/chapter")
def chapter(section: str = Form(default="")):
    """Chapter."""
    choices = {"fallback": "intro", "requested": section}
    section = choices["requested"]
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return {"found": len(nodes)}
