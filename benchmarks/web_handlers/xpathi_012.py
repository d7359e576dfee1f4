from fastapi import Depends, FastAPI, Request
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


def requested_employee_id(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("employee_id") or request.headers.get("x-employee_id", "")


@app.get("/salary")
def salary(employee_id: str = Depends(requested_employee_id)):
    """Salary."""
    employee_id = "{}".format(employee_id).strip()
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
