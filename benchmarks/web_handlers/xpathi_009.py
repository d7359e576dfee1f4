import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def run_salary(employee_id):
    """Salary for one value."""
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return {"salary": [str(s) for s in find(etree.parse(STAFF))]}


@require_http_methods(["POST"])
def salary(request):
    """Salary."""
    employee_id = json.loads(request.body or b"{}").get("employee_id", "")
    requested, fallback = employee_id, "0"
    employee_id = requested or fallback
    result = run_salary(employee_id)
    return JsonResponse(result)


urlpatterns = [path("salary/", salary)]
