import os
import shlex
from django.http import HttpResponse

def read_pair(request):
    return request.GET.get("image", "default"), request.GET.get("size", "64")

def thumbnail(request):
    image, size = read_pair(request)
    with os.popen("convert media/" + shlex.quote(image) + " -resize " + shlex.quote(size) + " out.png") as pipe:
        pipe.read()
    return HttpResponse("ok")
