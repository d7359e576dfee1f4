import random

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def retry_after(request):
    """Retry after."""
    job = request.POST.get("job", "")
    delay = 1.0 + random.uniform(0, 0.5)
    return JsonResponse({"job": job, "retry_after": round(delay, 2)})


urlpatterns = [path("retry-after/", retry_after)]
