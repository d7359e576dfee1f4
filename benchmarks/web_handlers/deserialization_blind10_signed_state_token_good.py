import base64
import pickle

from django.core import signing
from django.http import JsonResponse


def resume(request):
    token = request.GET.get("state", "")
    state = signing.loads(token)
    return JsonResponse({"step": state.get("step")})
