from django.http import JsonResponse
from django.urls import path
from django.views import View


class SetLocaleView(View):
    def get(self, request):
        """Set locale."""
        locale = request.COOKIES.get("locale", "")
        response = JsonResponse({"locale": locale})
        response.set_signed_cookie("locale", locale, max_age=86400)
        return response


urlpatterns = [path("set-locale/", SetLocaleView.as_view())]
