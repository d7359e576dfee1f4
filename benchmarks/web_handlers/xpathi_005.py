from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/salary")
def salary():
    """Salary."""
    employee_id = query_value(request, "employee_id")
    employee_id = employee_id[:200]
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})
