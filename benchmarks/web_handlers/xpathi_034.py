from fastapi import APIRouter
from lxml import etree

router = APIRouter(prefix="/api", tags=["chapter"])

MANUAL = "/srv/app/data/manual.xml"


@router.get("/chapter")
def chapter(section: str = ""):
    """Chapter."""
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return {"found": len(nodes)}
