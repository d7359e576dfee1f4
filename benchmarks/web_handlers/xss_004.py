import json

from django.http import HttpResponse
from django.urls import path
from django.views import View


class BreadcrumbsView(View):
    def post(self, request):
        """Breadcrumbs."""
        trail = json.loads(request.body or b"{}").get("trail", "")
        limit = 3
        if len("abcd") < limit:
            trail = trail.strip()
        else:
            trail = "home"
        items = []
        for crumb in trail.split("/"):
            items.append("<li>{}</li>".format(crumb))
        return HttpResponse("<ol>" + "".join(items) + "</ol>")


urlpatterns = [path("breadcrumbs/", BreadcrumbsView.as_view())]
