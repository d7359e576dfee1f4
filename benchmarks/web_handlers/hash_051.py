import hashlib

from django.http import JsonResponse
from django.urls import path


def dedupe_key(request):
    """Dedupe key."""
    title = request.GET.getlist("title", [""])[0]
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return JsonResponse({"bucket": bucket})


urlpatterns = [path("dedupe-key/", dedupe_key)]
