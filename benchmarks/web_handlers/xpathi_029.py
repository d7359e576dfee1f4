from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def salary(request, employee_id):
    """Salary."""
    lookup = SimpleNamespace(requested=employee_id, fallback="0")
    employee_id = lookup.requested
    find = etree.XPath("//employee[@id=$eid]/salary/text()")
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]})


urlpatterns = [path("salary/<str:employee_id>/", salary)]
