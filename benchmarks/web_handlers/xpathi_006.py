from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


def run_salary(employee_id):
    """Salary for one value."""
    find = etree.XPath("//employee[@id=$eid]/salary/text()")
    return {"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]}


@app.route("/salary")
def salary():
    """Salary."""
    employee_id = request.args.get("employee_id", "")
    requested, fallback = employee_id, "0"
    employee_id = requested or fallback
    result = run_salary(employee_id)
    return jsonify(result)
