import ldap
from ldap.filter import escape_filter_chars
from django.http import JsonResponse


def groups_of(request):
    member = request.GET.get("member", "")
    flt = "".join(["(&(objectClass=group)(member=", escape_filter_chars(member), "))"])
    conn = ldap.initialize("ldap://ldap.example.org")
    found = conn.search_st("ou=groups,dc=example,dc=org", ldap.SCOPE_SUBTREE, filterstr=flt, timeout=5)
    return JsonResponse({"groups": [dn for dn, _ in found]})
