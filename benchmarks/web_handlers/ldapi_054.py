from types import SimpleNamespace

import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def lookup_employee(request, employee):
    """Lookup employee."""
    lookup = SimpleNamespace(requested=employee, fallback="nobody")
    employee = lookup.requested
    employee = employee.replace("*", "")
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(employeeNumber={employee})", ["cn"])
    return JsonResponse({"matches": len(results)})


urlpatterns = [path("lookup-employee/<str:employee>/", lookup_employee)]
