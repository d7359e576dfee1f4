import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def run_hook(request):
    """Run hook."""
    script = json.loads(request.body or b"{}").get("script", "")
    num = 86
    script = "pass" if 7 * 18 + num > 200 else script
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
