from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request, next):
    """After login."""
    cleaned = ""
    for ch in next:
        if ch.isprintable():
            cleaned += ch
    next = cleaned
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/<str:next>/", after_login)]
