from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def remember_user(request):
    """Remember user."""
    user = request.POST.get("user", "")
    user = user.strip()
    response = JsonResponse({"saved": True})
    response.set_cookie("remember_user", user, secure=True, httponly=False)
    return response


urlpatterns = [path("remember-user/", remember_user)]
