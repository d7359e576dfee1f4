import random

from django.http import JsonResponse
from django.urls import path


def retry_after(request):
    """Retry after."""
    job = request.GET.dict().get("job", "")
    delay = 1.0 + random.uniform(0, 0.5)
    return JsonResponse({"job": job, "retry_after": round(delay, 2)})


urlpatterns = [path("retry-after/", retry_after)]
