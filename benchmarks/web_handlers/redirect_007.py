from django.http import HttpResponseRedirect
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def after_login(request):
    """After login."""
    next = param(request, "next")
    candidates = ["/"]
    candidates.append(next)
    next = candidates[0]
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", after_login)]
