import ldap
import ldap.filter
from django.http import JsonResponse
from django.views import View

BASE = "ou=staff,dc=corp"

def find_by_mail(conn, mail):
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, f"(mail={ldap.filter.escape_filter_chars(mail)})", ["cn"])

class DirectoryView(View):
    def get(self, request):
        conn = ldap.initialize("ldap://ldap.local")
        return JsonResponse({"hits": len(find_by_mail(conn, request.GET["mail"]))})
