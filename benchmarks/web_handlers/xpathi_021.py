from fastapi import FastAPI
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.get("/salary")
def salary(employee_id: str = ""):
    """Salary."""
    queue = ["0"]
    queue.extend([employee_id, "spare"])
    queue.pop()
    employee_id = queue[-1]
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
