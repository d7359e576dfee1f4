from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def directory_search(request):
    """Directory search."""
    surname = request.COOKIES.get("surname", "")
    requested, fallback = surname, "smith"
    surname = requested or fallback
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", directory_search)]
