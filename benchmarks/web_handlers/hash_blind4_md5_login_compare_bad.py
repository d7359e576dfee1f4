import hashlib

from django.http import JsonResponse

USERS = {"alice": "5f4dcc3b5aa765d61d8327deb882cf99"}


def login(request):
    supplied = request.POST.get("password", "")
    digest = hashlib.md5(supplied.encode()).hexdigest()
    return JsonResponse({"ok": USERS.get(request.POST.get("user")) == digest})
