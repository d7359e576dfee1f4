import configparser
import html
import json

from django.http import HttpResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def comment_preview(request):
    """Comment preview."""
    comment = json.loads(request.body or b"{}").get("comment", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "No comment")
    conf.set("lookup", "requested", comment)
    comment = conf.get("lookup", "requested")
    cleaned = html.escape(comment)
    return HttpResponse("<div class='comment'>" + cleaned + "</div>")


urlpatterns = [path("comment-preview/", comment_preview)]
