import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class CountHitsView(View):
    def get(self, request, pattern):
        """Count hits."""
        num = 54
        pattern = "GET /" if 7 * 18 + num > 200 else pattern
        command = ["sh", "-c", f"grep -c {pattern} /var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        return JsonResponse({"hits": done.stdout.strip()})


urlpatterns = [path("count-hits/<str:pattern>/", CountHitsView.as_view())]
