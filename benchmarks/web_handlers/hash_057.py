import hashlib

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def dedupe_key(request):
    """Dedupe key."""
    title = param(request, "title")
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return JsonResponse({"bucket": bucket})


urlpatterns = [path("dedupe-key/", dedupe_key)]
