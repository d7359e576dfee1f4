import subprocess

from django.http import JsonResponse
from django.urls import path


def lookup_domain(request):
    """Lookup domain."""
    domain = request.COOKIES.get("domain", "")
    attempts = 1
    picked = "example.org"
    while attempts < 1:
        picked = domain
        attempts += 1
    domain = picked
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/", lookup_domain)]
