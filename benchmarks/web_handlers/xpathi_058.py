import configparser

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/salary")
def salary():
    """Salary."""
    employee_id = RequestParams(request).get("employee_id")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", employee_id)
    employee_id = conf.get("lookup", "fallback")
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})
