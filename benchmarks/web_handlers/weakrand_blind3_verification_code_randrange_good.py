from django.core.mail import send_mail
from django.utils.crypto import get_random_string
from django.http import JsonResponse


def send_code(request):
    code = get_random_string(6, allowed_chars="0123456789")
    request.session["verify_code"] = code
    send_mail("Your code", code, None, [request.user.email])
    return JsonResponse({"sent": True})
