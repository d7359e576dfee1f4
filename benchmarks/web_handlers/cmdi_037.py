import os

from django.http import JsonResponse
from django.urls import path


def reload_worker(request):
    """Reload worker."""
    pid = request.GET.get("pid", "")
    pid = pid.replace("\r", "").replace("\n", "")
    os.system("kill -HUP " + str(int(pid)))
    return JsonResponse({"signalled": pid})


urlpatterns = [path("reload-worker/", reload_worker)]
