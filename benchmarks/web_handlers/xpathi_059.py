from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


@app.route("/salary", methods=["GET", "POST"])
def salary():
    """Salary."""
    employee_id = (request.get_json(silent=True) or {}).get("options", {}).get("employee_id", "")
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})
