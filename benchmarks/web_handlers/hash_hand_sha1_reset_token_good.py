import hashlib
import os
from django.http import JsonResponse

def reset_link(request):
    email = request.POST["email"]
    token = hashlib.sha256(email.encode() + os.urandom(16)).hexdigest()
    request.session["reset_token"] = token
    return JsonResponse({"sent": True})
