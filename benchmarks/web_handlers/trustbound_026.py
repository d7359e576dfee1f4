from django.http import JsonResponse
from django.urls import path


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def set_page_size(request):
    """Set page size."""
    size = request.GET.dict().get("size", "")
    size = normalise(size)
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", set_page_size)]
