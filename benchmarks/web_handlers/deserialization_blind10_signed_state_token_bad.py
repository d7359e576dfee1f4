import base64
import pickle

from django.core import signing
from django.http import JsonResponse


def resume(request):
    token = request.GET.get("state", "")
    state = pickle.loads(base64.urlsafe_b64decode(token))
    return JsonResponse({"step": state.get("step")})
