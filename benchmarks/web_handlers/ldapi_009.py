import ldap
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"


class UserEntryView(View):
    def get(self, request):
        """User entry."""
        login = request.GET.get("login", "")
        choices = {"fallback": "guest", "requested": login}
        login = choices["fallback"]
        conn = ldap.initialize(LDAP_URI)
        entry = conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
        return JsonResponse({"found": bool(entry)})


urlpatterns = [path("user-entry/", UserEntryView.as_view())]
