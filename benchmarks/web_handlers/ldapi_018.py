import configparser

import ldap
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


@require_http_methods(["POST"])
def group_members(request):
    """Group members."""
    group = request.POST.get("group", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "staff")
    conf.set("lookup", "requested", group)
    group = conf.get("lookup", "fallback")
    conn = ldap.initialize(LDAP_URI)
    query = "(&(objectClass=groupOfNames)(cn={}))".format(group)
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return JsonResponse({"groups": len(results)})


urlpatterns = [path("group-members/", group_members)]
