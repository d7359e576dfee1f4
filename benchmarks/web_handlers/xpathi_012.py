from django.http import JsonResponse
from django.urls import path
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def salary(request):
    """Salary."""
    employee_id = param(request, "employee_id")
    mode = "override"
    if mode == "override":
        chosen = employee_id
    else:
        chosen = "0"
    employee_id = chosen
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
