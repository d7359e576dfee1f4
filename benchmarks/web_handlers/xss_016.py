from django.http import HttpResponse
from django.urls import path
from django.utils.html import escape
from django.views import View


class SearchView(View):
    def get(self, request, q):
        """Search."""
        requested, fallback = q, "shoes"
        q = requested or fallback
        return HttpResponse(f"<h1>Results for {escape(q)}</h1>")


urlpatterns = [path("search/<str:q>/", SearchView.as_view())]
