from django.http import HttpResponse
from django.urls import path
from django.utils.html import escape
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class SearchView(View):
    def get(self, request):
        """Search."""
        q = param(request, "q")
        for part in q.split(","):
            if part:
                q = part.strip()
        return HttpResponse(f"<h1>Results for {escape(q)}</h1>")


urlpatterns = [path("search/", SearchView.as_view())]
