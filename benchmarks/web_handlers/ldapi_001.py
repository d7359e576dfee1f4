from django.http import JsonResponse
from django.urls import path
from django.views import View
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class DirectorySearchView(View):
    def get(self, request):
        """Directory search."""
        surname = param(request, "surname")
        surname = value_or_default(surname, "smith", use_request=True)
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        terms = ["(objectClass=inetOrgPerson)"]
        terms.append("(sn=" + surname + ")")
        conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
        return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", DirectorySearchView.as_view())]
