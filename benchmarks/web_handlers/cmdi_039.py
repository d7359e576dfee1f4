import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View


class DiskUsageView(View):
    def post(self, request):
        """Disk usage."""
        volume = request.POST.get("volume", "")
        source = "auto"
        match source:
            case "manual":
                chosen = volume
            case _:
                chosen = "data"
        volume = chosen
        parts = ["df", "-h"]
        parts += ["/mnt/" + volume]
        output = subprocess.getoutput(" ".join(parts))
        return JsonResponse({"usage": output})


urlpatterns = [path("disk-usage/", DiskUsageView.as_view())]
