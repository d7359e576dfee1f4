from django.http import HttpResponse
from django.urls import path


def breadcrumbs(request):
    """Breadcrumbs."""
    trail = request.GET.dict().get("trail", "")
    queue = ["home"]
    queue.extend([trail, "spare"])
    queue.pop()
    trail = queue[-1]
    items = []
    for crumb in trail.split("/"):
        items.append("<li>{}</li>".format(crumb))
    return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", breadcrumbs)]
