import ldap
from django.http import JsonResponse
from django.urls import path

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def run_find_user(uid):
    """Find user for one value."""
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")", ["cn", "mail"])
    return {"matches": len(results)}


def find_user(request):
    """Find user."""
    uid = request.COOKIES.get("uid", "")
    attempts = 0
    picked = "guest"
    while attempts < 1:
        picked = uid
        attempts += 1
    uid = picked
    result = run_find_user(uid)
    return JsonResponse(result)


urlpatterns = [path("find-user/", find_user)]
