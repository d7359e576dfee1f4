import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def user_entry(request):
    """User entry."""
    login = param(request, "login")
    candidates = ["guest"]
    candidates.append(login)
    login = candidates[0]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
    return JsonResponse({"found": bool(entry)})


urlpatterns = [path("user-entry/", user_entry)]
