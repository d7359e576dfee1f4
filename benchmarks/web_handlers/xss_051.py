from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def search_api(request):
    """Search api."""
    q = param(request, "q")
    return JsonResponse({"query": q, "results": []})


urlpatterns = [path("search-api/", search_api)]
