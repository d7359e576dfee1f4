import base64

from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.COOKIES.get("trail", "")
    trail = base64.urlsafe_b64decode(trail.encode()).decode()
    items = []
    for crumb in trail.split("/"):
        items.append(format_html("<li>{}</li>", crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
