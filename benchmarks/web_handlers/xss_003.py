from django.http import HttpResponse
from django.urls import path
from django.utils.html import format_html
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.POST.get("trail", "")
    trail = next(part for part in (trail, "home") if part)
    items = []
    for crumb in trail.split("/"):
        items.append(format_html("<li>{}</li>", crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
