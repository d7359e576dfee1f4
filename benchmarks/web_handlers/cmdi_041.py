import os

from django.http import JsonResponse
from django.urls import path


def whois(request, name):
    """Whois."""
    candidates = ["example.com"]
    candidates.append(name)
    name = candidates[-1]
    report = os.popen(f"whois {name}").read()
    return JsonResponse({"whois": report})


urlpatterns = [path("whois/<str:name>/", whois)]
