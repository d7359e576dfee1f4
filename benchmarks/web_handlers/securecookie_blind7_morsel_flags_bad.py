import secrets

from django.http import HttpResponse


def remember_device(request):
    response = HttpResponse("remembered")
    response.cookies["device"] = secrets.token_urlsafe(24)
    response.cookies["device"]["max-age"] = 3600 * 24 * 30
    return response
