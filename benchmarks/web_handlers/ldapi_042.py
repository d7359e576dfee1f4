import ldap
import ldap.filter
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

LDAP_URI = "ldap://ldap.internal:389"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def group_members(request):
    """Group members."""
    group = request.POST.get("group", "")
    group = value_or_default(group, "staff", use_request=True)
    conn = ldap.initialize(LDAP_URI)
    query = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_DN, ldap.SCOPE_ONELEVEL, query, ["member"])
    return JsonResponse({"groups": len(results)})


urlpatterns = [path("group-members/", group_members)]
