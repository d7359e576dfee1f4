import os

from django.http import JsonResponse
from django.urls import path

REPORTS = "/srv/app/reports"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def report(request):
    """Report."""
    name = param(request, "name")
    queue = ["summary.txt"]
    queue.extend([name, "spare"])
    queue.pop()
    name = queue[0]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return JsonResponse({"report": text})


urlpatterns = [path("report/", report)]
