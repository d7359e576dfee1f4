from django.http import JsonResponse
from django.urls import path


def search_api(request):
    """Search api."""
    q = request.META.get("HTTP_X_Q", "")
    return JsonResponse({"query": q, "results": []})


urlpatterns = [path("search-api/", search_api)]
