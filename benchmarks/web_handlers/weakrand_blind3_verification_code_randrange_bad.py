import random

from django.core.mail import send_mail
from django.http import JsonResponse


def send_code(request):
    code = "%06d" % random.randrange(1_000_000)
    request.session["verify_code"] = code
    send_mail("Your code", code, None, [request.user.email])
    return JsonResponse({"sent": True})
