from fastapi import APIRouter
from lxml import etree

router = APIRouter(prefix="/api")
DOC = etree.parse("staff.xml")

@router.get("/staff/{dept}")
def staff(dept: str):
    return {"names": [str(n) for n in DOC.xpath("//person[@dept='%s']/name/text()" % dept)]}
