import secrets

from django.core.cache import cache

REMEMBER_COOKIE = "remember_device"
REMEMBER_AGE = 60 * 60 * 24 * 30
COOKIE_OPTS = {"max_age": REMEMBER_AGE, "samesite": "Lax", "path": "/"}


class DeviceRegistry:
    prefix = "trusted-device:"

    def remember(self, user_id: int) -> str:
        token = secrets.token_urlsafe(32)
        cache.set(self.prefix + token, user_id, REMEMBER_AGE)
        return token


class RememberDeviceMiddleware:
    """After a passed MFA challenge, marks the browser as a trusted device for 30 days."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.devices = DeviceRegistry()

    def __call__(self, request):
        response = self.get_response(request)
        if getattr(request, "mfa_passed", False) and REMEMBER_COOKIE not in request.COOKIES:
            token = self.devices.remember(request.user.pk)
            response.set_cookie(REMEMBER_COOKIE, token, **COOKIE_OPTS)
        return response
