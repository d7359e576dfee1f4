from django.http import HttpResponseRedirect
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def after_login(request):
    """After login."""
    next_url = param(request, "next_url")
    next_url = " ".join(next_url.split())
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
