import os

from django.http import JsonResponse
from django.urls import path

REPORTS = "/srv/app/reports"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def report(request, name):
    """Report."""
    name = value_or_default(name, "summary.txt", use_request=False)
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return JsonResponse({"report": text})


urlpatterns = [path("report/<str:name>/", report)]
