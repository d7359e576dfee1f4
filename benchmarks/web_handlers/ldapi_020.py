import base64

from django.http import JsonResponse
from django.urls import path
from django.views import View
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = "ldap.internal"
BASE_DN = "ou=people,dc=example,dc=org"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class FindByMailView(View):
    def get(self, request):
        """Find by mail."""
        mail = param(request, "mail")
        mail = base64.urlsafe_b64decode(mail.encode()).decode()
        conn = Connection(Server(LDAP_HOST), auto_bind=True)
        conn.search(BASE_DN, f"(&(objectClass=person)(mail={escape_filter_chars(mail)}))", attributes=["cn"])
        return JsonResponse({"names": [str(entry.cn) for entry in conn.entries]})


urlpatterns = [path("find-by-mail/", FindByMailView.as_view())]
