from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme


def after_login(request, next):
    """After login."""
    candidates = ["/"]
    candidates.append(next)
    next = candidates[-1]
    if not url_has_allowed_host_and_scheme(next, allowed_hosts={request.get_host()}, require_https=True):
        next = "/"
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/<str:next>/", after_login)]
