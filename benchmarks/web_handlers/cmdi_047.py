import os

from django.http import JsonResponse
from django.urls import path


def reload_worker(request):
    """Reload worker."""
    pid = request.GET.getlist("pid", [""])[0]
    pid = pid or "1"
    os.system("kill -HUP " + pid)
    return JsonResponse({"signalled": pid})


urlpatterns = [path("reload-worker/", reload_worker)]
