from fastapi import Depends, FastAPI, Request
from lxml import etree

app = FastAPI()

MANUAL = "/srv/app/data/manual.xml"


def requested_section(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("section") or request.headers.get("x-section", "")


@app.get("/chapter")
def chapter(section: str = Depends(requested_section)):
    """Chapter."""
    section = section or "intro"
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return {"found": len(nodes)}
