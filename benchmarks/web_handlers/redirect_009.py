import json

from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def after_login(request):
    """After login."""
    next = json.loads(request.body or b"{}").get("next", "")
    next = next.replace("\r", "").replace("\n", "")
    if not url_has_allowed_host_and_scheme(next, allowed_hosts={request.get_host()}, require_https=True):
        next = "/"
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", after_login)]
