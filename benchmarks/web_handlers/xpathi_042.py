import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


@require_http_methods(["POST"])
def salary(request):
    """Salary."""
    employee_id = json.loads(request.body or b"{}").get("employee_id", "")
    cleaned = ""
    for ch in employee_id:
        if ch.isprintable():
            cleaned += ch
    employee_id = cleaned
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
