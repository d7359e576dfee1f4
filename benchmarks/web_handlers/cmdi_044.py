import base64
import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class CountHitsView(View):
    def post(self, request):
        """Count hits."""
        pattern = request.POST.get("pattern", "")
        pattern = base64.urlsafe_b64decode(pattern.encode()).decode()
        command = ["grep", "-c", "--", pattern, "/var/log/app/access.log"]
        done = subprocess.run(command, capture_output=True, text=True)
        return JsonResponse({"hits": done.stdout.strip()})


urlpatterns = [path("count-hits/", CountHitsView.as_view())]
