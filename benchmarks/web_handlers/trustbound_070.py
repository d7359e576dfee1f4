from django.http import JsonResponse
from django.urls import path
from django.views import View

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


class ChooseLanguageView(View):
    def get(self, request):
        """Choose language."""
        language = param(request, "language")
        requested, fallback = language, "en"
        language = requested or fallback
        request.session["language"] = language
        return JsonResponse({"language": language})


urlpatterns = [path("choose-language/", ChooseLanguageView.as_view())]
