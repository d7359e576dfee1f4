import json
import re
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

MEDIA = "/srv/app/media"


@require_http_methods(["POST"])
def thumbnail(request):
    """Thumbnail."""
    image = json.loads(request.body or b"{}").get("image", "")
    requested, fallback = image, "logo.png"
    image = requested or fallback
    if not re.match(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return JsonResponse({"done": True})


urlpatterns = [path("thumbnail/", thumbnail)]
