from django.http import JsonResponse
from django.urls import path


def set_page_size(request):
    """Set page size."""
    size = request.META.get("HTTP_X_SIZE", "")
    cleaned = ""
    for ch in size:
        if ch.isprintable():
            cleaned += ch
    size = cleaned
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", set_page_size)]
