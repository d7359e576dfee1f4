import os
from types import SimpleNamespace

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path

LOG_ROOT = "/var/log/app"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def show_log(request):
    """Show log."""
    log = param(request, "log")
    lookup = SimpleNamespace(requested=log, fallback="app.log")
    log = lookup.requested
    target = os.path.join(LOG_ROOT, log)
    if not target.startswith(LOG_ROOT):
        raise PermissionDenied
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return JsonResponse({"lines": tail})


urlpatterns = [path("show-log/", show_log)]
