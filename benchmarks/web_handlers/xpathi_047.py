from fastapi import APIRouter, Form
from lxml import etree

router = APIRouter(prefix="/api", tags=["chapter"])

MANUAL = "/srv/app/data/manual.xml"


@router.post("/chapter")
def chapter(section: str = Form(default="")):
    """Chapter."""
    section = section or "intro"
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return {"found": len(nodes)}
