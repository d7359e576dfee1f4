import subprocess

from django.http import JsonResponse
from django.urls import path


def lookup_domain(request):
    """Lookup domain."""
    domain = request.COOKIES.get("domain", "")
    source = "auto"
    match source:
        case "manual":
            chosen = domain
        case _:
            chosen = "example.org"
    domain = chosen
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/", lookup_domain)]
