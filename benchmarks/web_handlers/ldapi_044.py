import ldap
import ldap.filter
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


class FindUserView(View):
    def post(self, request):
        """Find user."""
        uid = request.POST.get("uid", "")
        uid = uid[:200]
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars(uid) + ")", ["cn", "mail"])
        return JsonResponse({"matches": len(results)})


urlpatterns = [path("find-user/", FindUserView.as_view())]
