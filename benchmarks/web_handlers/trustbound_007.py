from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def set_page_size(request):
    """Set page size."""
    size = request.POST.get("size", "")
    choices = {"fallback": "20", "requested": size}
    size = choices["fallback"]
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", set_page_size)]
