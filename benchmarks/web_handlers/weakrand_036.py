import random
import time

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

UNSUBSCRIBE = {}


@require_http_methods(["POST"])
def unsubscribe_link(request):
    """Unsubscribe link."""
    email = request.POST.get("email", "")
    random.seed(time.time())
    token = "%x" % random.getrandbits(96)
    UNSUBSCRIBE[token] = email
    return JsonResponse({"link": "/unsubscribe/" + token})


urlpatterns = [path("unsubscribe-link/", unsubscribe_link)]
