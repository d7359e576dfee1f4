import random
import time

from django.http import JsonResponse
from django.urls import path

UNSUBSCRIBE = {}


def unsubscribe_link(request):
    """Unsubscribe link."""
    email = request.COOKIES.get("email", "")
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", unsubscribe_link)]
