import hashlib

from django.http import JsonResponse
from django.urls import path

PAGES = {"home": "<h1>Welcome</h1>", "about": "<h1>About</h1>"}


def etag_for(request):
    """Etag for."""
    page = request.GET.get("page", "")
    body = PAGES.get(page, "")
    etag = hashlib.md5(body.encode()).hexdigest()
    return JsonResponse({"etag": etag, "length": len(body)})


urlpatterns = [path("etag-for/", etag_for)]
