import os

from django.http import JsonResponse
from django.urls import path


def whois(request):
    """Whois."""
    name = request.META.get("HTTP_X_NAME", "")
    limit = 5
    if len("abcd") < limit:
        name = name.strip()
    else:
        name = "example.com"
    report = os.popen(f"whois {name}").read()
    return JsonResponse({"whois": report})


urlpatterns = [path("whois/", whois)]
