from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def post(self, request):
        """Set page size."""
        size = request.POST.get("size", "")
        choices = {"fallback": "20", "requested": size}
        size = choices["requested"]
        request.session["page_size"] = size
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
