from django.http import JsonResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

def members(request):
    group = request.GET["group"]
    conn = Connection(Server("ldap://dir"), auto_bind=True)
    conn.search("dc=example,dc=com", f"(&(objectClass=group)(cn={escape_filter_chars(group)}))")
    return JsonResponse({"n": len(conn.entries)})
