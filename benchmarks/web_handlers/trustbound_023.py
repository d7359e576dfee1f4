from django.http import JsonResponse
from django.urls import path


def set_page_size(request, size):
    """Set page size."""
    attempts = 0
    picked = "20"
    while attempts < 1:
        picked = size
        attempts += 1
    size = picked
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/<str:size>/", set_page_size)]
