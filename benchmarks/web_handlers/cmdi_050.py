import subprocess

from django.http import JsonResponse
from django.urls import path


def disk_usage(request):
    """Disk usage."""
    volume = request.GET.dict().get("volume", "")
    for part in volume.split(","):
        if part:
            volume = part.strip()
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.run(parts, capture_output=True, text=True).stdout
    return JsonResponse({"usage": output})


urlpatterns = [path("disk-usage/", disk_usage)]
