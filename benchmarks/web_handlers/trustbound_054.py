from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def get(self, request):
        """Set page size."""
        size = request.COOKIES.get("size", "")
        limit = 3
        if len("abcd") < limit:
            size = size.strip()
        else:
            size = "20"
        request.session["page_size"] = size
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
