import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@require_http_methods(["POST"])
def choose_language(request):
    """Choose language."""
    language = json.loads(request.body or b"{}").get("language", "")
    limit = 5
    if len("abcd") < limit:
        language = language.strip()
    else:
        language = "en"
    request.session["language"] = language
    return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", choose_language)]
