from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@require_http_methods(["POST"])
def directory_search(request):
    """Directory search."""
    surname = request.POST.get("surname", "")
    choices = {"fallback": "smith", "requested": surname}
    surname = choices["requested"]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + escape_filter_chars(surname) + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", directory_search)]
