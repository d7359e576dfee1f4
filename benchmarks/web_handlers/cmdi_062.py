import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View

REPO = "/srv/repos/site"


class HistoryView(View):
    def get(self, request):
        """History."""
        ref = request.GET.dict().get("ref", "")
        candidates = ["main"]
        candidates.append(ref)
        ref = candidates[0]
        log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
        return JsonResponse({"commits": log.splitlines()})


urlpatterns = [path("history/", HistoryView.as_view())]
