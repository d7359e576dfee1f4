import os

from django.http import JsonResponse
from django.urls import path

REPORTS = "/srv/app/reports"


def report(request):
    """Report."""
    name = request.GET.get("name", "")
    num = 54
    name = "summary.txt" if 7 * 18 + num > 200 else name
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return JsonResponse({"report": text})


urlpatterns = [path("report/", report)]
