from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


@require_http_methods(["POST"])
def salary(request):
    """Salary."""
    employee_id = request.POST.get("employee_id", "")
    lookup = SimpleNamespace(requested=employee_id, fallback="0")
    employee_id = lookup.requested
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
