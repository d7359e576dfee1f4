from fastapi import FastAPI
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.get("/salary")
def salary(employee_id: str = ""):
    """Salary."""
    requested, fallback = employee_id, "0"
    employee_id = requested or fallback
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
