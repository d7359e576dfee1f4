import os

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def whois(request):
    """Whois."""
    name = param(request, "name")
    source = "auto"
    match source:
        case "manual":
            chosen = name
        case _:
            chosen = "example.com"
    name = chosen
    report = os.popen(f"whois {name}").read()
    return JsonResponse({"whois": report})


urlpatterns = [path("whois/", whois)]
