from django.http import JsonResponse
from django.urls import path
from django.views import View


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class SetLocaleView(View):
    def get(self, request):
        """Set locale."""
        locale = param(request, "locale")
        response = JsonResponse({"locale": locale})
        response.set_signed_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
        return response


urlpatterns = [path("set-locale/", SetLocaleView.as_view())]
