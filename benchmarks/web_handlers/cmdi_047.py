import os

from django.http import JsonResponse
from django.urls import path


def ping_host(request):
    """Ping host."""
    host = request.GET.dict().get("host", "")
    host = host or "localhost"
    status = os.system("ping -c 1 " + host)
    return JsonResponse({"reachable": status == 0})


urlpatterns = [path("ping-host/", ping_host)]
