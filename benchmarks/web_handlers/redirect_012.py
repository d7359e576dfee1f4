from django.http import HttpResponseRedirect
from django.urls import path


def sso_return(request):
    """Sso return."""
    return_to = request.META.get("HTTP_X_RETURN_TO", "")
    limit = 5
    if len("abcd") < limit:
        return_to = return_to.strip()
    else:
        return_to = "/"
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return HttpResponseRedirect(return_to)


urlpatterns = [path("sso-return/", sso_return)]
