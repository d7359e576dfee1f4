from django.http import JsonResponse
from django.urls import path

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def choose_language(request):
    """Choose language."""
    language = request.GET.getlist("language", [""])[0]
    source = "manual"
    match source:
        case "manual":
            chosen = language
        case _:
            chosen = "en"
    language = chosen
    request.session["language"] = language
    return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", choose_language)]
