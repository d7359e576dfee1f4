from django.http import JsonResponse
from django.urls import path
from django.views import View
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class DirectorySearchView(View):
    def get(self, request):
        """Directory search."""
        surname = param(request, "surname")
        candidates = ["smith"]
        candidates.append(surname)
        surname = candidates[0]
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + surname + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", DirectorySearchView.as_view())]
