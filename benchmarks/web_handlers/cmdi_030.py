import subprocess

from django.http import JsonResponse
from django.urls import path


def count_hits(request):
    """Count hits."""
    pattern = request.META.get("HTTP_X_PATTERN", "")
    cleaned = ""
    for ch in pattern:
        if ch.isprintable():
            cleaned += ch
    pattern = cleaned
    command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return JsonResponse({"hits": done.stdout.strip()})


urlpatterns = [path("count-hits/", count_hits)]
