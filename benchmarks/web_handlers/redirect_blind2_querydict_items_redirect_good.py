from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def logout_then(request):
    params = dict(request.GET.items())
    request.session.flush()
    target = params.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts=None):
        target = "/"
    return HttpResponseRedirect(target)
