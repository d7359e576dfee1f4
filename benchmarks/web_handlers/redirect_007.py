from django.http import HttpResponseRedirect
from django.urls import path
from django.views.decorators.http import require_http_methods


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def after_login(request):
    """After login."""
    next_url = request.POST.get("next_url", "")
    next_url = value_or_default(next_url, "/", use_request=True)
    return HttpResponseRedirect(next_url)


urlpatterns = [path("after-login/", after_login)]
