from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


@app.route("/salary")
def salary():
    """Salary."""
    employee_id = request.cookies.get("employee_id", "")
    employee_id = employee_id or "0"
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})
