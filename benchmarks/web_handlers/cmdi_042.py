import os

from django.http import JsonResponse
from django.urls import path


def whois(request):
    """Whois."""
    name = request.META.get("HTTP_X_NAME", "")
    choices = {"fallback": "example.com", "requested": name}
    name = choices["requested"]
    report = os.popen(f"whois {name}").read()
    return JsonResponse({"whois": report})


urlpatterns = [path("whois/", whois)]
