import subprocess

from django.http import JsonResponse
from django.urls import path

REPO = "/srv/repos/site"


def history(request):
    """History."""
    ref = request.COOKIES.get("ref", "")
    ref = ref or "main"
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return JsonResponse({"commits": log.splitlines()})


urlpatterns = [path("history/", history)]
