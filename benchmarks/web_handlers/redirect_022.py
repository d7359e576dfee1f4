from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request):
    """After login."""
    next_url = request.GET.getlist("next_url", [""])[0]
    choices = {"fallback": "/", "requested": next_url}
    next_url = choices["requested"]
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
