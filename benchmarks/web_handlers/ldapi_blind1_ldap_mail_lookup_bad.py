import ldap
from django.http import JsonResponse

BASE = "ou=people,dc=example,dc=org"


def directory_lookup(request):
    email = request.POST.get("email", "")
    conn = ldap.initialize("ldap://ldap.example.org")
    query = "(&(objectClass=inetOrgPerson)(mail=%s))" % email
    found = conn.search_s(BASE, ldap.SCOPE_SUBTREE, query, ["cn"])
    return JsonResponse({"matches": len(found)})
