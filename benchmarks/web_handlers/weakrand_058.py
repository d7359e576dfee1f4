import random

from django.http import JsonResponse
from django.urls import path
from django.views import View


class RetryAfterView(View):
    def get(self, request):
        """Retry after."""
        job = request.GET.get("job", "")
        delay = 1.0 + random.uniform(0, 0.5)
        return JsonResponse({"job": job, "retry_after": round(delay, 2)})


urlpatterns = [path("retry-after/", RetryAfterView.as_view())]
