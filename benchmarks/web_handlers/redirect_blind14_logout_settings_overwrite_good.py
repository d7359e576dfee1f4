from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def sign_out(request):
    next_url = request.GET.get("next", "/")
    logout(request)
    next_url = settings.LOGOUT_REDIRECT_URL
    return HttpResponseRedirect(next_url)
