import secrets

from django.http import JsonResponse


def embed_session(request):
    response = JsonResponse({"ok": True})
    response.set_cookie("embed_sid", secrets.token_urlsafe(24), samesite="None", httponly=True)
    return response
