import ldap
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class LookupEmployeeView(View):
    def post(self, request):
        """Lookup employee."""
        employee = request.POST.get("employee", "")
        employee = value_or_default(employee, "nobody", use_request=True)
        employee = employee.replace("*", "")
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
        return JsonResponse({"matches": len(results)})


urlpatterns = [path("lookup-employee/", LookupEmployeeView.as_view())]
