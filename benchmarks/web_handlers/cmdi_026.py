import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class DiskUsageView(View):
    def get(self, request, volume):
        """Disk usage."""
        num = 86
        volume = "data" if 7 * 18 + num > 200 else volume
        parts = ["df", "-h"]
        parts += ["/mnt/" + volume]
        output = subprocess.getoutput(" ".join(parts))
        return JsonResponse({"usage": output})


urlpatterns = [path("disk-usage/<str:volume>/", DiskUsageView.as_view())]
