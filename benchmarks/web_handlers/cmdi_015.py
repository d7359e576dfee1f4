import re
import subprocess

from django.http import JsonResponse
from django.urls import path

MEDIA = "/srv/app/media"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def thumbnail(request):
    """Thumbnail."""
    image = param(request, "image")
    candidates = ["logo.png", "logo.png"]
    candidates.insert(1, image)
    image = candidates[1]
    if not re.fullmatch(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return JsonResponse({"done": True})


urlpatterns = [path("thumbnail/", thumbnail)]
