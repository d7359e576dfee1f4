import shlex
import subprocess

from django.http import HttpResponse


def archive(request):
    parts = ["tar", "-czf", "/tmp/out.tgz", *request.POST.getlist("paths")]
    command = " ".join(map(shlex.quote, parts))
    subprocess.Popen(command, shell=True).wait()
    return HttpResponse("archived")
