import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


@require_http_methods(["POST"])
def find_by_mail(request):
    """Find by mail."""
    mail = json.loads(request.body or b"{}").get("mail", "")
    candidates = ["nobody@example.org", "nobody@example.org"]
    candidates.insert(1, mail)
    mail = candidates[1]
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
    return JsonResponse({"names": [str(entry.cn) for entry in conn.entries]})


urlpatterns = [path("find-by-mail/", find_by_mail)]
