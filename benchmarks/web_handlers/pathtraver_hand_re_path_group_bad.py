from django.http import HttpResponse
from django.urls import re_path

def download(request, name):
    with open("/srv/files/" + name, "rb") as fh:
        return HttpResponse(fh.read(), content_type="application/octet-stream")

urlpatterns = [re_path(r"^files/(?P<name>.+)$", download)]
