import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from ldap.filter import escape_filter_chars


class Directory:
    def __init__(self, uri: str, bind_dn: str, password: str, base: str) -> None:
        self.uri, self.bind_dn, self.password, self.base = uri, bind_dn, password, base

    def __enter__(self):
        self.conn = ldap.initialize(self.uri)
        self.conn.simple_bind_s(self.bind_dn, self.password)
        return self

    def __exit__(self, *exc_info):
        self.conn.unbind_s()
        return False

    def people(self, filter_text: str) -> list[dict]:
        attrs = ["cn", "mail", "telephoneNumber"]
        results = self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, filter_text, attrs)
        return [{key: [v.decode() for v in values] for key, values in found.items()} for _dn, found in results]


def _people_filter(term: str) -> str:
    cleaned = escape_filter_chars(term.strip())
    return f"(&(objectClass=inetOrgPerson)(|(cn=*{cleaned}*)(mail={cleaned}*)))"


@login_required
@require_GET
def directory_search(request):
    term = request.GET.get("q", "")
    if len(term) < 2:
        return JsonResponse({"results": []})
    with Directory(settings.LDAP_URI, settings.LDAP_BIND_DN, settings.LDAP_PASSWORD,
                   settings.LDAP_PEOPLE_BASE) as directory:
        return JsonResponse({"results": directory.people(_people_filter(term))})
