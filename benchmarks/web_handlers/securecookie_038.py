from django.http import JsonResponse
from django.urls import path
from django.views import View


class RememberThemeView(View):
    def get(self, request):
        """Remember theme."""
        theme = request.COOKIES.get("theme", "")
        response = JsonResponse({"saved": True})
        response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
        return response


urlpatterns = [path("remember-theme/", RememberThemeView.as_view())]
