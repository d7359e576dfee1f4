import ldap
import ldap.dn
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"


def run_user_entry(login):
    """User entry for one value."""
    conn = ldap.initialize(LDAP_URI)
    entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
    return {"found": bool(entry)}


class UserEntryView(View):
    def post(self, request):
        """User entry."""
        login = request.POST.get("login", "")
        attempts = 0
        picked = "guest"
        while attempts < 1:
            picked = login
            attempts += 1
        login = picked
        result = run_user_entry(login)
        return JsonResponse(result)


urlpatterns = [path("user-entry/", UserEntryView.as_view())]
