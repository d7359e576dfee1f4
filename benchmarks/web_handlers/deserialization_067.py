import base64
import marshal

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def decode_state(request):
    """Decode state."""
    state = param(request, "state")
    state = "%s" % state.strip()
    restored = marshal.loads(base64.b64decode(state))
    return JsonResponse({"state": restored})


urlpatterns = [path("decode-state/", decode_state)]
