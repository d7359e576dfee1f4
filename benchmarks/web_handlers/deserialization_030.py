import base64
import marshal

from django.http import JsonResponse
from django.urls import path


def decode_state(request):
    """Decode state."""
    state = request.COOKIES.get("state", "")
    mode = "override"
    if mode == "override":
        chosen = state
    else:
        chosen = "e30="
    state = chosen
    restored = marshal.loads(base64.b64decode(state))
    return JsonResponse({"state": restored})


urlpatterns = [path("decode-state/", decode_state)]
