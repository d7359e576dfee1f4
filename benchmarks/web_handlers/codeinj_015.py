from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def run_hook(request):
    """Run hook."""
    script = request.POST.get("script", "")
    requested, fallback = script, "pass"
    script = fallback or requested
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
