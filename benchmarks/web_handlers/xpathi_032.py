from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.post("/salary")
async def salary(request: Request):
    """Salary."""
    employee_id = (await request.json()).get("employee_id", "")
    employee_id = f"{employee_id.strip()}"
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
