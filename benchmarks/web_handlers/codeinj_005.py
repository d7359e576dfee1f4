from django.http import JsonResponse
from django.urls import path


def run_hook(request):
    """Run hook."""
    script = request.META.get("HTTP_X_SCRIPT", "")
    queue = ["pass"]
    queue.extend([script, "spare"])
    queue.pop()
    script = queue[0]
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
