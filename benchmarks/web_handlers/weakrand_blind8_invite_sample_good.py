import secrets
import string

from django.http import JsonResponse

INVITES = {}


def invite(request):
    code = "".join(secrets.SystemRandom().sample(string.ascii_uppercase + string.digits, 10))
    INVITES[code] = request.user.id
    return JsonResponse({"code": code})
