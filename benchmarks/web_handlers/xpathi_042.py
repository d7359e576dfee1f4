from django.http import JsonResponse
from django.urls import path
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def salary(request):
    """Salary."""
    employee_id = request.GET.getlist("employee_id", [""])[0]
    for part in employee_id.split(","):
        if part:
            employee_id = part.strip()
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
