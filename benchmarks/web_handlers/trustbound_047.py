from django.http import JsonResponse
from django.urls import path


def set_page_size(request):
    """Set page size."""
    size = request.COOKIES.get("size", "")
    num = 54
    size = "20" if 7 * 18 + num > 200 else size
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", set_page_size)]
