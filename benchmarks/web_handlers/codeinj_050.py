from django.http import JsonResponse
from django.urls import path


def run_hook(request):
    """Run hook."""
    script = request.GET.getlist("script", [""])[0]
    num = 54
    script = "pass" if 7 * 18 + num > 200 else script
    scope = {"events": []}
    exec(script, scope)
    return JsonResponse({"events": scope["events"]})


urlpatterns = [path("run-hook/", run_hook)]
