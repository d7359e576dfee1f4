from django.http import JsonResponse
from django.urls import path


def set_locale(request):
    """Set locale."""
    locale = request.GET.getlist("locale", [""])[0]
    response = JsonResponse({"locale": locale})
    response.set_signed_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response


urlpatterns = [path("set-locale/", set_locale)]
