from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.post("/salary")
def salary(employee_id: str = Form(default="")):
    """Salary."""
    choices = {"fallback": "0", "requested": employee_id}
    employee_id = choices["fallback"]
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
