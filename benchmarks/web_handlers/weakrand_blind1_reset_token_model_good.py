import secrets
import string

from django.http import JsonResponse

ALPHABET = string.ascii_letters + string.digits


class ResetRequest:
    def __init__(self, email):
        self.email = email
        self.token = "".join(secrets.choice(ALPHABET) for _ in range(32))


def forgot_password(request):
    reset = ResetRequest(request.POST["email"])
    return JsonResponse({"sent_to": reset.email})
