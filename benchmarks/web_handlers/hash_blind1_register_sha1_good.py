import hashlib
import os

from django.http import JsonResponse


class Accounts:
    def __init__(self):
        self.rows = {}

    def register(self, login, secret):
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, 600_000).hex()
        self.rows[login] = (salt, digest)


accounts = Accounts()


def signup(request):
    accounts.register(request.POST["login"], request.POST["password"])
    return JsonResponse({"ok": True})
