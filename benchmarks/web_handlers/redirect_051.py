from django.http import HttpResponseRedirect
from django.urls import path


def after_login(request):
    """After login."""
    next_url = request.GET.get("next_url", "")
    candidates = ["/"]
    candidates.append(next_url)
    next_url = candidates[-1]
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
