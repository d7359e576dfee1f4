from django.http import JsonResponse
from django.views.decorators.http import require_POST

CONSENT_AGE = 60 * 60 * 24 * 180


@require_POST
def remember_device(request):
    token = request.POST.get("device_token", "")
    response = JsonResponse({"remembered": bool(token)})
    response.set_cookie("device_token", token, max_age=CONSENT_AGE, samesite="Lax", httponly=True, secure=True)
    return response
