import base64

from fastapi import Cookie, FastAPI
from lxml import etree

app = FastAPI()

STAFF = "/srv/app/data/staff.xml"


@app.get("/salary")
def salary(employee_id: str = Cookie(default="")):
    """Salary."""
    employee_id = base64.urlsafe_b64decode(employee_id.encode()).decode()
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}
