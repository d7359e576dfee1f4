from django.http import HttpResponseRedirect
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme


def after_login(request):
    """After login."""
    next_url = request.GET.getlist("next_url", [""])[0]
    choices = {"fallback": "/", "requested": next_url}
    next_url = choices["requested"]
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=True):
        next_url = "/"
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
