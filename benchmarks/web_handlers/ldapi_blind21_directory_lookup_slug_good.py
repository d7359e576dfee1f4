import ldap3
from django import forms
from django.conf import settings
from django.http import JsonResponse
from django.views import View


class LookupForm(forms.Form):
    login = forms.SlugField(max_length=64)


class DirectoryService:
    def __init__(self):
        server = ldap3.Server(settings.LDAP_URL)
        self.conn = ldap3.Connection(server, settings.LDAP_BIND_DN, settings.LDAP_PASSWORD, auto_bind=True)

    def find(self, login):
        query = "(&(objectClass=person)(sAMAccountName=%s))" % login
        self.conn.search(settings.LDAP_BASE, query, attributes=["cn", "mail"])
        return [entry.entry_attributes_as_dict for entry in self.conn.entries]


class LookupView(View):
    def get(self, request):
        form = LookupForm(request.GET)
        if not form.is_valid():
            return JsonResponse(form.errors, status=400)
        return JsonResponse({"people": DirectoryService().find(form.cleaned_data["login"])})
