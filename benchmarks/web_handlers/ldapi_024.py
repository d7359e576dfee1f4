import re

from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def check_member(request):
    """Check member."""
    account = request.COOKIES.get("account", "")
    account = account[:200]
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return JsonResponse({"admin": bool(conn.entries)})


urlpatterns = [path("check-member/", check_member)]
