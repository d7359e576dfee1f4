import hashlib
import os

from django.http import JsonResponse


class Accounts:
    def __init__(self):
        self.rows = {}

    def register(self, login, secret):
        salt = os.urandom(16)
        digest = hashlib.sha1(salt + secret.encode()).hexdigest()
        self.rows[login] = (salt, digest)


accounts = Accounts()


def signup(request):
    accounts.register(request.POST["login"], request.POST["password"])
    return JsonResponse({"ok": True})
