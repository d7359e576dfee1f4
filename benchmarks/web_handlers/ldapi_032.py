import ldap
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class LookupEmployeeView(MethodView):
    def get(self):
        """Lookup employee."""
        employee = query_value(request, "employee")
        requested, fallback = employee, "nobody"
        employee = requested or fallback
        employee = employee.replace("*", "")
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
        return jsonify({"matches": len(results)})


app.add_url_rule("/lookup-employee", view_func=LookupEmployeeView.as_view("lookup_employee"))
