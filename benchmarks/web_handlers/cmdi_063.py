import os

from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class ReloadWorkerView(View):
    def get(self, request):
        """Reload worker."""
        pid = param(request, "pid")
        mode = "override"
        if mode == "override":
            chosen = pid
        else:
            chosen = "1"
        pid = chosen
        os.system("kill -HUP " + pid)
        return JsonResponse({"signalled": pid})


urlpatterns = [path("reload-worker/", ReloadWorkerView.as_view())]
