import json

from django.http import HttpResponseRedirect
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def after_login(request):
    """After login."""
    next_url = json.loads(request.body or b"{}").get("next_url", "")
    mode = "fixed"
    if mode == "override":
        chosen = next_url
    else:
        chosen = "/"
    next_url = chosen
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
