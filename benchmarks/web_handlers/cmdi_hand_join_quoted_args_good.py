import shlex
import subprocess
from django.http import HttpResponse

def convert(request):
    args = request.GET.getlist("arg")
    subprocess.run("convert " + " ".join(shlex.quote(a) for a in args) + " out.png", shell=True, check=False)
    return HttpResponse("ok")
