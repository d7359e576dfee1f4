from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.GET.dict().get("trail", "")
    queue = ["home"]
    queue.extend([trail, "spare"])
    queue.pop()
    trail = queue[-1]
    items = []
    for crumb in trail.split("/"):
        items.append(format_html("<li>{}</li>", crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
