import hashlib
from django.http import JsonResponse

def reset_link(request):
    email = request.POST["email"]
    token = hashlib.sha1(email.encode()).hexdigest()
    request.session["reset_token"] = token
    return JsonResponse({"sent": True})
