import ldap
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


class LookupEmployeeView(View):
    def get(self, request):
        """Lookup employee."""
        employee = request.GET.get("employee", "")
        employee = employee.strip()
        employee = employee.replace("*", "")
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
        return JsonResponse({"matches": len(results)})


urlpatterns = [path("lookup-employee/", LookupEmployeeView.as_view())]
