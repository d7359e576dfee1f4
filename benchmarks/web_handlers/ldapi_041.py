from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def directory_search(request):
    """Directory search."""
    surname = request.META.get("HTTP_X_SURNAME", "")
    surname = " ".join(surname.split())
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", directory_search)]
