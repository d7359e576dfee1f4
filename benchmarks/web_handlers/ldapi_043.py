import ldap
from django.http import JsonResponse
from django.urls import path
from django.views import View

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class FindUserView(View):
    def get(self, request):
        """Find user."""
        uid = param(request, "uid")
        choices = {"fallback": "guest", "requested": uid}
        uid = choices["requested"]
        conn = ldap.initialize(LDAP_URI)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
        return JsonResponse({"matches": len(results)})


urlpatterns = [path("find-user/", FindUserView.as_view())]
