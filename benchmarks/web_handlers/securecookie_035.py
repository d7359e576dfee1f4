from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class RememberThemeView(View):
    def get(self, request):
        """Remember theme."""
        theme = param(request, "theme")
        theme = next(part for part in (theme, "light") if part)
        response = JsonResponse({"saved": True})
        response.set_cookie("theme", theme, httponly=True, samesite="Lax")
        return response


urlpatterns = [path("remember-theme/", RememberThemeView.as_view())]
