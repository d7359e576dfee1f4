from fastapi import APIRouter
from lxml import etree
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["salary"])

STAFF = "/srv/app/data/staff.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    employee_id: str = ""


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@router.post("/salary")
def salary(payload: RequestBody):
    """Salary."""
    employee_id = payload.employee_id
    employee_id = normalise(employee_id)
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
