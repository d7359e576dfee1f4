from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.get("/salary")
def salary(employee_id: str = Cookie(default="")):
    """Salary."""
    employee_id = "%s" % employee_id.strip()
    find = etree.XPath("//employee[@id=$eid]/salary/text()")
    return {"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]}
