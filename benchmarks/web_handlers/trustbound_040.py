from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def get(self, request):
        """Set page size."""
        size = request.GET.getlist("size", [""])[0]
        candidates = ["20"]
        candidates.append(size)
        size = candidates[-1]
        request.session["page_size"] = min(max(int(size), 1), 100)
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
