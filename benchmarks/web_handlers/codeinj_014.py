from django.http import JsonResponse
from django.urls import path


def run_hook(request):
    """Run hook."""
    script = request.META.get("HTTP_X_SCRIPT", "")
    limit = 3
    if len("abcd") < limit:
        script = script.strip()
    else:
        script = "pass"
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
