import json
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

REPORTS = "/srv/app/reports"


@require_http_methods(["POST"])
def report(request):
    """Report."""
    name = json.loads(request.body or b"{}").get("name", "")
    candidates = ["summary.txt", "summary.txt"]
    candidates.insert(1, name)
    name = candidates[1]
    with open(os.path.join(REPORTS, os.path.basename(name))) as handle:
        text = handle.read()
    return JsonResponse({"report": text})


urlpatterns = [path("report/", report)]
