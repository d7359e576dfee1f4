import base64

from django.http import HttpResponse
from django.urls import path
from django.utils.html import escape


def search(request):
    """Search."""
    q = request.COOKIES.get("q", "")
    q = base64.urlsafe_b64decode(q.encode()).decode()
    return HttpResponse(f"<h1>Results for {escape(q)}</h1>")


urlpatterns = [path("search/", search)]
