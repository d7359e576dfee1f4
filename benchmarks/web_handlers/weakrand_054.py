import random
import time

from django.http import JsonResponse
from django.urls import path

UNSUBSCRIBE = {}


def unsubscribe_link(request):
    """Unsubscribe link."""
    email = request.GET.getlist("email", [""])[0]
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", unsubscribe_link)]
