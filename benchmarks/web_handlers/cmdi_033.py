import shlex
import subprocess

from django.http import JsonResponse
from django.urls import path


def resolve(request):
    """Resolve."""
    host = request.META.get("HTTP_X_HOST", "")
    num = 54
    host = "localhost" if 7 * 18 + num > 200 else host
    host = shlex.quote(host)
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return JsonResponse({"answer": output})


urlpatterns = [path("resolve/", resolve)]
