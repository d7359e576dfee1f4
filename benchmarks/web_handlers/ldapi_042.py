from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def find_by_mail(request, mail):
    """Find by mail."""
    candidates = ["nobody@example.org"]
    candidates.append(mail)
    mail = candidates[-1]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return JsonResponse({"names": [str(entry.cn) for entry in conn.entries]})


urlpatterns = [path("find-by-mail/<str:mail>/", find_by_mail)]
