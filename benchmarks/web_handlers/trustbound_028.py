from django.http import JsonResponse
from django.urls import path

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def choose_language(request):
    """Choose language."""
    language = request.GET.dict().get("language", "")
    candidates = ["en"]
    candidates.append(language)
    language = candidates[0]
    request.session["language"] = language
    return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", choose_language)]
