import json
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetPageSizeView(View):
    def post(self, request):
        """Set page size."""
        size = json.loads(request.body or b"{}").get("size", "")
        lookup = SimpleNamespace(requested=size, fallback="20")
        size = lookup.requested
        request.session["page_size"] = min(max(int(size), 1), 100)
        return JsonResponse({"page_size": size})


urlpatterns = [path("set-page-size/", SetPageSizeView.as_view())]
