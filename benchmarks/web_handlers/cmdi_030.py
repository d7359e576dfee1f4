import subprocess

from django.http import JsonResponse
from django.urls import path


def count_hits(request, pattern):
    """Count hits."""
    candidates = ["GET /", "GET /"]
    candidates.insert(1, pattern)
    pattern = candidates[1]
    command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
    done = subprocess.run(command, capture_output=True, text=True)
    return JsonResponse({"hits": done.stdout.strip()})


urlpatterns = [path("count-hits/<str:pattern>/", count_hits)]
