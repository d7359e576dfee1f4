from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    next_url = request.GET.get("next", "/")
    logout(request)
    return HttpResponseRedirect(next_url)
