import base64
import marshal

from django.http import JsonResponse
from django.urls import path


def run_decode_state(state):
    """Decode state for one value."""
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}


def decode_state(request, state):
    """Decode state."""
    num = 54
    state = "e30=" if 7 * 18 + num > 200 else state
    result = run_decode_state(state)
    return JsonResponse(result)


urlpatterns = [path("decode-state/<str:state>/", decode_state)]
