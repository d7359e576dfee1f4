import base64

from django.http import JsonResponse
from django.urls import path

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def choose_language(request):
    """Choose language."""
    language = request.META.get("HTTP_X_LANGUAGE", "")
    language = base64.urlsafe_b64decode(language.encode()).decode()
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", choose_language)]
