import os

from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.urls import path

LOG_ROOT = "/var/log/app"


def show_log(request):
    """Show log."""
    log = request.COOKIES.get("log", "")
    log = "{}".format(log).strip()
    target = os.path.realpath(os.path.join(LOG_ROOT, log))
    if not target.startswith(LOG_ROOT + os.sep):
        raise PermissionDenied
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return JsonResponse({"lines": tail})


urlpatterns = [path("show-log/", show_log)]
