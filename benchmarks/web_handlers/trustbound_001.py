from django.http import JsonResponse
from django.urls import path
from django.views import View

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class ChooseLanguageView(View):
    def get(self, request):
        """Choose language."""
        language = request.COOKIES.get("language", "")
        language = next(part for part in (language, "en") if part)
        if language not in SUPPORTED_LANGUAGES:
            language = "en"
        request.session["language"] = language
        return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", ChooseLanguageView.as_view())]
