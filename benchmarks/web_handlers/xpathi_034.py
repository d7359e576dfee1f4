from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)

STAFF = "/srv/app/data/staff.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class SalaryView(MethodView):
    def get(self):
        """Salary."""
        employee_id = query_value(request, "employee_id")
        cleaned = ""
        for ch in employee_id:
            if ch.isprintable():
                cleaned += ch
        employee_id = cleaned
        find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
        return jsonify({"salary": [str(s) for s in find(etree.parse(STAFF))]})


app.add_url_rule("/salary", view_func=SalaryView.as_view("salary"))
