from django.http import JsonResponse
from django.urls import path


def search_api(request):
    """Search api."""
    q = request.COOKIES.get("q", "")
    return JsonResponse({"query": q, "results": []})


urlpatterns = [path("search-api/", search_api)]
