from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def remember_user(request):
    """Remember user."""
    username = request.POST.get("username", "")
    candidates = ["guest", "guest"]
    candidates.insert(1, username)
    username = candidates[2]
    request.session["user"] = username
    return JsonResponse({"ok": True})


urlpatterns = [path("remember-user/", remember_user)]
