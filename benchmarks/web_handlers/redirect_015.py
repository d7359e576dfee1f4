from types import SimpleNamespace

from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request):
    """After login."""
    next = request.GET.getlist("next", [""])[0]
    lookup = SimpleNamespace(requested=next, fallback="/")
    next = lookup.requested
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", after_login)]
