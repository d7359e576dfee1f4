import json
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def resolve(request):
    """Resolve."""
    host = json.loads(request.body or b"{}").get("host", "")
    attempts = 1
    picked = "localhost"
    while attempts < 1:
        picked = host
        attempts += 1
    host = picked
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return JsonResponse({"answer": output})


urlpatterns = [path("resolve/", resolve)]
