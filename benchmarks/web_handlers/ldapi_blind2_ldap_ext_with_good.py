import ldap
from ldap.filter import escape_filter_chars
from django.http import JsonResponse


def account_exists(request):
    login = request.GET.get("login", "")
    conn = ldap.initialize("ldap://dc.corp.local")
    try:
        found = conn.search_ext_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, f"(sAMAccountName={escape_filter_chars(login)})")
    finally:
        conn.unbind_s()
    return JsonResponse({"exists": bool(found)})
