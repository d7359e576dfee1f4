import os

from django.http import HttpResponse


def unpack(request):
    name = request.POST.get("archive", "upload.tar")
    os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "tar -xf " + name)
    return HttpResponse("unpacked")
