import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@require_http_methods(["POST"])
def directory_search(request):
    """Directory search."""
    surname = json.loads(request.body or b"{}").get("surname", "")
    attempts = 0
    picked = "smith"
    while attempts < 1:
        picked = surname
        attempts += 1
    surname = picked
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    terms = ["(objectClass=inetOrgPerson)"]
    terms.append("(sn=" + surname + ")")
    conn.search(BASE_DN, "(&" + "".join(terms) + ")", attributes=["cn", "telephoneNumber"])
    return JsonResponse({"count": len(conn.entries)})


urlpatterns = [path("directory-search/", directory_search)]
