import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def group_members(request):
    """Group members."""
    group = request.GET.dict().get("group", "")
    queue = ["staff"]
    queue.extend([group, "spare"])
    queue.pop()
    group = queue[0]
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return JsonResponse({"groups": len(results)})


urlpatterns = [path("group-members/", group_members)]
