from django.http import JsonResponse

def remember_me(request):
    response = JsonResponse({"ok": True})
    response.set_signed_cookie("uid", str(request.user.pk), secure=True, httponly=False)
    return response
