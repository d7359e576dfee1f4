import random
from django.http import JsonResponse

def send_reset(request):
    code = str(random.randint(100000, 999999))
    request.session["reset_code"] = code
    return JsonResponse({"sent": True})
