import os
import shlex
from django import forms
from django.http import HttpResponse

class PingForm(forms.Form):
    host = forms.CharField(max_length=255)

def ping(request):
    form = PingForm(request.POST)
    if form.is_valid():
        os.system("ping -c 1 " + shlex.quote(form.cleaned_data["host"]))
        return HttpResponse("sent")
    return HttpResponse("invalid", status=400)
