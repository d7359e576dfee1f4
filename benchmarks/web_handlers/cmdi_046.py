import os
import shlex

from django.http import JsonResponse
from django.urls import path


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def whois(request):
    """Whois."""
    name = request.META.get("HTTP_X_NAME", "")
    name = normalise(name)
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return JsonResponse({"whois": report})


urlpatterns = [path("whois/", whois)]
