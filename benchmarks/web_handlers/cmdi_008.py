import subprocess
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path


def lookup_domain(request):
    """Lookup domain."""
    domain = request.COOKIES.get("domain", "")
    lookup = SimpleNamespace(requested=domain, fallback="example.org")
    domain = lookup.fallback
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/", lookup_domain)]
