import configparser
from pathlib import Path

from django.http import JsonResponse
from django.urls import path

TEMPLATES = "/srv/app/templates"


def template_source(request):
    """Template source."""
    template = request.META.get("HTTP_X_TEMPLATE", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "base.html")
    conf.set("lookup", "requested", template)
    template = conf.get("lookup", "fallback")
    target = (Path(TEMPLATES) / template).resolve()
    return JsonResponse({"source": target.read_text()})


urlpatterns = [path("template-source/", template_source)]
