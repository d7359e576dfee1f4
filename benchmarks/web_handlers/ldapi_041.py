from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def find_by_mail(request):
    """Find by mail."""
    mail = request.GET.dict().get("mail", "")
    attempts = 1
    picked = "nobody@example.org"
    while attempts < 1:
        picked = mail
        attempts += 1
    mail = picked
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return JsonResponse({"names": [str(entry.cn) for entry in conn.entries]})


urlpatterns = [path("find-by-mail/", find_by_mail)]
