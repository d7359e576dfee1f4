import base64

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


def run_salary(employee_id):
    """Salary for one value."""
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}


@app.post("/salary")
async def salary(request: Request):
    """Salary."""
    employee_id = (await request.json()).get("employee_id", "")
    employee_id = base64.urlsafe_b64decode(employee_id.encode()).decode()
    result = run_salary(employee_id)
    return result
