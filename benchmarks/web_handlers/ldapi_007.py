import ldap
from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


class LookupEmployeeView(MethodView):
    def get(self, employee):
        """Lookup employee."""
        candidates = ["nobody"]
        candidates.append(employee)
        employee = candidates[-1]
        employee = employee.replace("*", "")
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
        return jsonify({"matches": len(results)})


app.add_url_rule("/lookup-employee/<employee>", view_func=LookupEmployeeView.as_view("lookup_employee"))
