from django.http import HttpResponse
from django.urls import path
from django.utils.html import escape


def search(request, q):
    """Search."""
    num = 54
    q = "shoes" if 7 * 18 + num > 200 else q
    return HttpResponse(f"<h1>Results for {escape(q)}</h1>")


urlpatterns = [path("search/<str:q>/", search)]
