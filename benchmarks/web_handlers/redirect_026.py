from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request):
    """After login."""
    next_url = request.META.get("HTTP_REFERER", "/")
    attempts = 0
    picked = "/"
    while attempts < 1:
        picked = next_url
        attempts += 1
    next_url = picked
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
