import subprocess

from django.http import HttpResponse


def listing(request):
    args = list()
    args += ["-l", request.GET.get("dir", ".")]
    out = subprocess.run(" ".join(["ls"] + args), shell=True, capture_output=True, text=True)
    return HttpResponse(out.stdout, content_type="text/plain")
