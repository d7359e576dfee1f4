import hashlib

from django.http import JsonResponse
from django.urls import path

API_KEY_HASHES = set()


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def api_key_lookup(request):
    """Api key lookup."""
    api_key = param(request, "api_key")
    api_key = next(part for part in (api_key, "") if part)
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return JsonResponse({"authorised": fingerprint in API_KEY_HASHES})


urlpatterns = [path("api-key-lookup/", api_key_lookup)]
