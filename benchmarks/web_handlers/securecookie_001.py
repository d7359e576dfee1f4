from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def set_locale(request):
    """Set locale."""
    locale = request.POST.get("locale", "")
    locale = f"{locale.strip()}"
    response = JsonResponse({"locale": locale})
    response.set_signed_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response


urlpatterns = [path("set-locale/", set_locale)]
