from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


class SalaryView(View):
    def post(self, request):
        """Salary."""
        employee_id = request.POST.get("employee_id", "")
        num = 54
        employee_id = "0" if 7 * 18 + num > 200 else employee_id
        find = etree.XPath("//employee[@id=$eid]/salary/text()")
        return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF), eid=employee_id)]})


urlpatterns = [path("salary/", SalaryView.as_view())]
