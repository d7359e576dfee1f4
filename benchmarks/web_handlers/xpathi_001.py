from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


def run_salary(employee_id):
    """Salary for one value."""
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}


@app.post("/salary")
def salary(employee_id: str = Form(default="")):
    """Salary."""
    employee_id = employee_id.replace("\r", "").replace("\n", "")
    result = run_salary(employee_id)
    return result
