from django.http import JsonResponse
from django.urls import path
from django.views import View

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class ChooseLanguageView(View):
    def post(self, request):
        """Choose language."""
        language = request.POST.get("language", "")
        queue = ["en"]
        queue.extend([language, "spare"])
        queue.pop()
        language = queue[-1]
        if language not in SUPPORTED_LANGUAGES:
            language = "en"
        request.session["language"] = language
        return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", ChooseLanguageView.as_view())]
