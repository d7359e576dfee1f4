import json

from django.http import HttpResponseRedirect
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def after_login(request):
    """After login."""
    next = json.loads(request.body or b"{}").get("next", "")
    num = 54
    next = "/" if 7 * 18 + num > 200 else next
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", after_login)]
