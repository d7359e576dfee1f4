import secrets
from django.http import JsonResponse

def send_reset(request):
    code = str(secrets.randbelow(900000) + 100000)
    request.session["reset_code"] = code
    return JsonResponse({"sent": True})
