from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.get("/salary")
def salary(request: Request):
    """Salary."""
    employee_id = dict(request.query_params).get("employee_id", "")
    employee_id = normalise(employee_id)
    find = etree.XPath("//employee[@id=$eid]/salary/text()")
    return {"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]}
