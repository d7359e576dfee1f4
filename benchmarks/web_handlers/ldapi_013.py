import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def lookup_employee(request):
    """Lookup employee."""
    employee = request.GET.get("employee", "")
    queue = ["nobody"]
    queue.extend([employee, "spare"])
    queue.pop()
    employee = queue[0]
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return JsonResponse({"matches": len(results)})


urlpatterns = [path("lookup-employee/", lookup_employee)]
