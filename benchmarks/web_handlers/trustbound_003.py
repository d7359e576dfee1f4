from django.http import JsonResponse
from django.urls import path

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def choose_language(request):
    """Choose language."""
    language = param(request, "language")
    attempts = 0
    picked = "en"
    while attempts < 1:
        picked = language
        attempts += 1
    language = picked
    request.session["language"] = language
    return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", choose_language)]
