import re

from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def run_check_member(account):
    """Check member for one value."""
    if not re.match(r"[a-z0-9._-]+", account):
        account = "guest"
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(GROUPS_DN, "(&(cn=admins)(memberUid=" + account + "))")
    return {"admin": bool(conn.entries)}


def check_member(request):
    """Check member."""
    account = request.GET.dict().get("account", "")
    account = value_or_default(account, "guest", use_request=True)
    result = run_check_member(account)
    return JsonResponse(result)


urlpatterns = [path("check-member/", check_member)]
