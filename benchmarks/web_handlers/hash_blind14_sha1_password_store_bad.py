import hashlib

from django.http import JsonResponse

from .models import Account


def register(request):
    password = request.POST["password"]
    digest = hashlib.sha1(password.encode()).hexdigest()
    Account.objects.create(email=request.POST["email"], password_hash=digest)
    return JsonResponse({"created": True})
