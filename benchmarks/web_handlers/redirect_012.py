from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request, next):
    """After login."""
    candidates = ["/"]
    candidates.append(next)
    next = candidates[-1]
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/<str:next>/", after_login)]
