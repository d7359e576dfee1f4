import hashlib

from django.http import JsonResponse

USERS = {"alice": "a8b3f0c1e2d4..."}


def login(request):
    supplied = request.POST.get("password", "")
    digest = hashlib.pbkdf2_hmac("sha256", supplied.encode(), b"per-user-salt", 600_000).hex()
    return JsonResponse({"ok": USERS.get(request.POST.get("user")) == digest})
