import configparser

from fastapi import APIRouter, Request
from lxml import etree

router = APIRouter(prefix="/api", tags=["salary"])

STAFF = "/srv/app/data/staff.xml"


@router.get("/salary")
def salary(request: Request):
    """Salary."""
    employee_id = request.query_params.get("employee_id", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", employee_id)
    employee_id = conf.get("lookup", "requested")
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
