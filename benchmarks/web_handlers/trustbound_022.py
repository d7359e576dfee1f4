from django.http import JsonResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def set_page_size(request, size):
    """Set page size."""
    size = value_or_default(size, "20", use_request=False)
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/<str:size>/", set_page_size)]
