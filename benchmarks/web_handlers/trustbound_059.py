from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def post(self, request):
        """Set page size."""
        size = request.POST.get("size", "")
        queue = ["20"]
        queue.extend([size, "spare"])
        queue.pop()
        size = queue[-1]
        request.session["page_size"] = size
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
