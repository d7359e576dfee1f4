from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("salary", __name__, url_prefix="/api")

STAFF = "/srv/app/data/staff.xml"


@bp.get("/salary")
def salary():
    """Salary."""
    employee_id = next(iter(request.values.getlist("employee_id")), "")
    find = etree.XPath("//employee[@id=$eid]/salary/text()")
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]})
