from django.http import HttpResponseRedirect
from django.urls import path


def sso_return(request):
    """Sso return."""
    return_to = request.GET.getlist("return_to", [""])[0]
    cleaned = ""
    for ch in return_to:
        if ch.isprintable():
            cleaned += ch
    return_to = cleaned
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return HttpResponseRedirect(return_to)


urlpatterns = [path("sso-return/", sso_return)]
