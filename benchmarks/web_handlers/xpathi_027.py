from fastapi import FastAPI
from lxml import etree
from pydantic import BaseModel

app = FastAPI()

MANUAL = "/srv/app/data/manual.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    section: str = ""


@app.post("/chapter")
def chapter(payload: RequestBody):
    """Chapter."""
    section = payload.section
    candidates = ["intro"]
    candidates.append(section)
    section = candidates[-1]
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return {"found": len(nodes)}
