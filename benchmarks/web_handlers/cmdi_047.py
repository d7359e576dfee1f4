import subprocess

from django.http import JsonResponse
from django.urls import path
from django.views import View

REPO = "/srv/repos/site"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class HistoryView(View):
    def get(self, request):
        """History."""
        ref = request.GET.dict().get("ref", "")
        ref = value_or_default(ref, "main", use_request=True)
        log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
        return JsonResponse({"commits": log.splitlines()})


urlpatterns = [path("history/", HistoryView.as_view())]
