import ldap
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@require_http_methods(["POST"])
def lookup_employee(request):
    """Lookup employee."""
    employee = request.POST.get("employee", "")
    num = 54
    employee = "nobody" if 7 * 18 + num > 200 else employee
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return JsonResponse({"matches": len(results)})


urlpatterns = [path("lookup-employee/", lookup_employee)]
