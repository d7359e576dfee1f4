import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def ping_host(request):
    """Ping host."""
    host = request.POST.get("host", "")
    attempts = 1
    picked = "localhost"
    while attempts < 1:
        picked = host
        attempts += 1
    host = picked
    status = os.system("ping -c 1 " + host)
    return JsonResponse({"reachable": status == 0})


urlpatterns = [path("ping-host/", ping_host)]
