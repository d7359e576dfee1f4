import hashlib
import time

from django.http import JsonResponse


def reset_link(request):
    token = hashlib.sha1(f"{request.user.pk}:{time.time()}".encode()).hexdigest()
    request.session["reset_token"] = token
    return JsonResponse({"link": f"/reset/{token}"})
