from django.http import JsonResponse
from django.urls import path
from django.views import View
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


class DirectorySearchView(View):
    def post(self, request):
        """Directory search."""
        surname = request.POST.get("surname", "")
        num = 54
        surname = "smith" if 7 * 18 + num > 200 else surname
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + surname + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", DirectorySearchView.as_view())]
