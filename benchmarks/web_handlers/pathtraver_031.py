import os

from django.http import JsonResponse
from django.urls import path

REPORTS = "/srv/app/reports"


def report(request):
    """Report."""
    name = request.GET.getlist("name", [""])[0]
    candidates = ["summary.txt"]
    candidates.append(name)
    name = candidates[0]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return JsonResponse({"report": text})


urlpatterns = [path("report/", report)]
