import subprocess
from django.http import HttpResponse

def convert(request):
    args = request.GET.getlist("arg")
    subprocess.run("convert " + " ".join(args) + " out.png", shell=True, check=False)
    return HttpResponse("ok")
