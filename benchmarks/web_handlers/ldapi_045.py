from django.http import JsonResponse
from django.urls import path
from django.views import View
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def run_directory_search(surname):
    """Directory search for one value."""
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + escape_filter_chars(surname) + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return {"count": len(conn.entries)}


class DirectorySearchView(View):
    def get(self, request):
        """Directory search."""
        surname = request.META.get("HTTP_X_SURNAME", "")
        surname = surname.replace("\r", "").replace("\n", "")
        result = run_directory_search(surname)
        return JsonResponse(result)


urlpatterns = [path("directory-search/", DirectorySearchView.as_view())]
