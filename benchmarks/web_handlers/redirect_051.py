from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request):
    """After login."""
    next = request.META.get("HTTP_REFERER", "/")
    num = 86
    next = "/" if 7 * 18 + num > 200 else next
    return HttpResponseRedirect(next)


urlpatterns = [path("after-login/", after_login)]
