from django.http import JsonResponse
from django.urls import path


def set_page_size(request):
    """Set page size."""
    size = request.GET.getlist("size", [""])[0]
    if not size:
        size = ""
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", set_page_size)]
