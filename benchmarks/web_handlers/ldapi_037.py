import json

import ldap
import ldap.dn
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

LDAP_URI = "ldap://ldap.internal:389"


@require_http_methods(["POST"])
def user_entry(request):
    """User entry."""
    login = json.loads(request.body or b"{}").get("login", "")
    queue = ["guest"]
    queue.extend([login, "spare"])
    queue.pop()
    login = queue[-1]
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return JsonResponse({"found": bool(entry)})


urlpatterns = [path("user-entry/", user_entry)]
