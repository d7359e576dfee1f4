from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("salary", __name__, url_prefix="/api")

STAFF = "/srv/app/data/staff.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.get("/salary")
def salary():
    """Salary."""
    employee_id = query_value(request, "employee_id")
    employee_id = normalise(employee_id)
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})
