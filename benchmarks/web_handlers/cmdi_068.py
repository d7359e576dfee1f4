import subprocess

from django.http import JsonResponse
from django.urls import path


def resolve(request, host):
    """Resolve."""
    attempts = 0
    picked = "localhost"
    while attempts < 1:
        picked = host
        attempts += 1
    host = picked
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return JsonResponse({"answer": output})


urlpatterns = [path("resolve/<str:host>/", resolve)]
