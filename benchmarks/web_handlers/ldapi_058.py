import ldap
import ldap.dn
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"


def user_entry(request):
    """User entry."""
    login = request.META.get("HTTP_X_LOGIN", "")
    queue = ["guest"]
    queue.extend([login, "spare"])
    queue.pop()
    login = queue[-1]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return JsonResponse({"found": bool(entry)})


urlpatterns = [path("user-entry/", user_entry)]
