import hashlib

from django.http import JsonResponse

from .models import Account


def register(request):
    password = request.POST["password"]
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), b"per-user-salt", 600_000).hex()
    Account.objects.create(email=request.POST["email"], password_hash=digest)
    return JsonResponse({"created": True})
