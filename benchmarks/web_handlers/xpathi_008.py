from django.http import JsonResponse
from django.urls import path
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


def salary(request):
    """Salary."""
    employee_id = request.COOKIES.get("employee_id", "")
    choices = {"fallback": "0", "requested": employee_id}
    employee_id = choices["requested"]
    find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
    return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", salary)]
