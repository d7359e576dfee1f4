from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def get(self, request):
        """Set page size."""
        size = request.META.get("HTTP_X_SIZE", "")
        size = size[:200]
        request.session["page_size"] = min(max(int(size), 1), 100)
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
