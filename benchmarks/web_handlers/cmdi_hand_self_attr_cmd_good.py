import subprocess
from django.http import HttpResponse
from django.views import View

class ConvertView(View):
    def setup(self, request, *args, **kwargs):
        super().setup(request, *args, **kwargs)
        self.fmt = "png" if request.GET.get("fmt") == "png" else "jpg"

    def get(self, request):
        subprocess.call("convert in.svg out." + self.fmt, shell=True)
        return HttpResponse("done")
