from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def salary(request):
    """Salary."""
    employee_id = request.GET.getlist("employee_id", [""])[0]
    lookup = SimpleNamespace(requested=employee_id, fallback="0")
    employee_id = lookup.requested
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
