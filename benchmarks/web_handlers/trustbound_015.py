from django.http import JsonResponse
from django.urls import path


def set_page_size(request, size):
    """Set page size."""
    requested, fallback = size, "20"
    size = fallback or requested
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/<str:size>/", set_page_size)]
