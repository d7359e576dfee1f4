from django.http import JsonResponse
from django.urls import path
from django.views import View


class SearchApiView(View):
    def get(self, request):
        """Search api."""
        q = request.META.get("HTTP_X_Q", "")
        return JsonResponse({"query": q, "results": []})


urlpatterns = [path("search-api/", SearchApiView.as_view())]
