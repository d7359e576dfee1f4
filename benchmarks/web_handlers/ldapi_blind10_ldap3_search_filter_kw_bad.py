from django.http import JsonResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


def member(request):
    uid = request.GET.get("uid", "")
    conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
    conn.search(search_base="ou=people,dc=example,dc=org", search_filter=f"(uid={uid})", attributes=["cn"])
    return JsonResponse({"found": bool(conn.entries)})
