import secrets

from django.http import JsonResponse


def remember_me(request):
    response = JsonResponse({"remembered": True})
    response.set_cookie("remember_token", secrets.token_urlsafe(24), max_age=30 * 86400, samesite="Lax", secure=True, httponly=True)
    return response
