import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"


def user_entry(request):
    """User entry."""
    login = request.GET.get("login", "")
    attempts = 1
    picked = "guest"
    while attempts < 1:
        picked = login
        attempts += 1
    login = picked
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return JsonResponse({"found": bool(entry)})


urlpatterns = [path("user-entry/", user_entry)]
