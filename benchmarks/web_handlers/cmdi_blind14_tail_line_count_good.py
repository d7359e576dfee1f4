import subprocess

from django.http import HttpResponse


def tail_log(request):
    lines = int(request.GET.get("n", "20"))
    out = subprocess.check_output("tail -n %s /var/log/app.log" % lines, shell=True)
    return HttpResponse(out, content_type="text/plain")
