import ldap
from django.http import JsonResponse

def lookup(request):
    name = request.GET.get("cn", "")
    conn = ldap.initialize("ldap://ldap.local")
    hits = conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, filterstr="(cn=%s)" % name)
    return JsonResponse({"hits": len(hits)})
