import shutil

from django.http import JsonResponse
from django.urls import path
from django.views import View

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class CopyToArchiveView(View):
    def get(self, request):
        """Copy to archive."""
        filename = param(request, "filename")
        filename = "{}".format(filename).strip()
        shutil.copy(LOGS + "/" + filename, ARCHIVE)
        return JsonResponse({"archived": True})


urlpatterns = [path("copy-to-archive/", CopyToArchiveView.as_view())]
