from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

STAFF = "/srv/app/data/staff.xml"


class SalaryView(View):
    def get(self, request, employee_id):
        """Salary."""
        limit = 3
        if len("abcd") < limit:
            employee_id = employee_id.strip()
        else:
            employee_id = "0"
        find = etree.XPath("//employee[@id='%s']/salary/text()" % employee_id)
        return JsonResponse({"salary": [str(s) for s in find(etree.parse(STAFF))]})


urlpatterns = [path("salary/<str:employee_id>/", SalaryView.as_view())]
