from django.http import HttpResponse
from django.urls import path
from django.utils.html import escape
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def search(request):
    """Search."""
    q = request.POST.get("q", "")
    q = q[:200]
    return HttpResponse(f"<h1>Results for {escape(q)}</h1>")


urlpatterns = [path("search/", search)]
