import ldap
from ldap.filter import escape_filter_chars
from django.http import JsonResponse

BASE = "ou=people,dc=example,dc=org"


def directory_lookup(request):
    email = request.POST.get("email", "")
    conn = ldap.initialize("ldap://ldap.example.org")
    query = "(&(objectClass=inetOrgPerson)(mail=%s))" % escape_filter_chars(email)
    found = conn.search_s(BASE, ldap.SCOPE_SUBTREE, query, ["cn"])
    return JsonResponse({"matches": len(found)})
