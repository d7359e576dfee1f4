import subprocess

from django.http import JsonResponse
from django.urls import path

REPO = "/srv/repos/site"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def history(request):
    """History."""
    ref = request.META.get("HTTP_X_REF", "")
    ref = normalise(ref)
    log = subprocess.check_output(["git", "log", "--oneline", "-n", "5", "--end-of-options", ref], text=True, cwd=REPO)
    return JsonResponse({"commits": log.splitlines()})


urlpatterns = [path("history/", history)]
