import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class LookupDomainView(View):
    def get(self, request):
        """Lookup domain."""
        domain = request.COOKIES.get("domain", "")
        domain = domain or "example.org"
        done = subprocess.run(["nslookup", domain], capture_output=True, text=True)
        return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/", LookupDomainView.as_view())]
