from django.http import JsonResponse
from django.urls import path
from ldap3 import Connection, Server

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def find_by_mail(request):
    """Find by mail."""
    mail = request.META.get("HTTP_X_MAIL", "")
    mail = value_or_default(mail, "nobody@example.org", use_request=False)
    conn = Connection(Server(LDAP_HOST), auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(mail={mail}))", attributes=["cn"])
    return JsonResponse({"names": [str(entry.cn) for entry in conn.entries]})


urlpatterns = [path("find-by-mail/", find_by_mail)]
