import json

from django.http import HttpResponse
from django.urls import path
from django.views import View


class SearchView(View):
    def post(self, request):
        """Search."""
        q = json.loads(request.body or b"{}").get("q", "")
        q = "%s" % q.strip()
        return HttpResponse(f"<h1>Results for {q}</h1>")


urlpatterns = [path("search/", SearchView.as_view())]
