import subprocess

from django.http import JsonResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def lookup_domain(request):
    """Lookup domain."""
    domain = request.COOKIES.get("domain", "")
    domain = value_or_default(domain, "example.org", use_request=False)
    done = subprocess.run("nslookup " + domain, shell=True, capture_output=True, text=True)
    return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/", lookup_domain)]
