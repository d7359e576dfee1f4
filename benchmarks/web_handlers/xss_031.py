import base64

from django.http import HttpResponse
from django.urls import path


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.COOKIES.get("trail", "")
    trail = base64.urlsafe_b64decode(trail.encode()).decode()
    items = []
    for crumb in trail.split("/"):
        items.append("<li>{}</li>".format(crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
