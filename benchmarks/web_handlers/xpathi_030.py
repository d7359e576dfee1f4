from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["chapter"])

MANUAL = "/srv/app/data/manual.xml"


@router.post("/chapter")
async def chapter(request: Request):
    """Chapter."""
    section = (await request.json()).get("section", "")
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return {"found": len(nodes)}
