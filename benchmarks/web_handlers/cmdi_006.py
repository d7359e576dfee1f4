import subprocess

from django.http import JsonResponse
from django.urls import path


def lookup_domain(request, domain):
    """Lookup domain."""
    done = subprocess.run(["nslookup", domain], capture_output=True, text=True)
    return JsonResponse({"output": done.stdout})


urlpatterns = [path("lookup-domain/<str:domain>/", lookup_domain)]
