import json
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

REPO = "/srv/repos/site"


@require_http_methods(["POST"])
def history(request):
    """History."""
    ref = json.loads(request.body or b"{}").get("ref", "")
    ref = ref or "main"
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return JsonResponse({"commits": log.splitlines()})


urlpatterns = [path("history/", history)]
