import hashlib

from django.http import JsonResponse

PASSWORD_ALGORITHM = "sha3_512"
ACCOUNTS = {}


def set_password(request):
    password = request.POST["password"]
    digest = hashlib.new(PASSWORD_ALGORITHM, password.encode()).hexdigest()
    ACCOUNTS[request.POST["user"]] = digest
    return JsonResponse({"ok": True})
