import re
import subprocess

from django.http import JsonResponse
from django.urls import path

MEDIA = "/srv/app/media"


def run_thumbnail(image):
    """Thumbnail for one value."""
    if not re.match(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return {"done": True}


def thumbnail(request):
    """Thumbnail."""
    image = request.META.get("HTTP_X_IMAGE", "")
    image = image.replace("\r", "").replace("\n", "")
    result = run_thumbnail(image)
    return JsonResponse(result)


urlpatterns = [path("thumbnail/", thumbnail)]
