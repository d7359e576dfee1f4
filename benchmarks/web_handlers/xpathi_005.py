import json

from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


class SalaryView(View):
    def post(self, request):
        """Salary."""
        employee_id = json.loads(request.body or b"{}").get("employee_id", "")
        candidates = ["0"]
        candidates.append(employee_id)
        employee_id = candidates[-1]
        find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
        return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/", SalaryView.as_view())]
