from django.http import JsonResponse
from django.urls import path


def run_hook(request):
    """Run hook."""
    script = request.GET.dict().get("script", "")
    candidates = ["pass"]
    candidates.append(script)
    script = candidates[-1]
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
