import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

NOTES = "/srv/app/notes"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class SaveNoteView(View):
    def get(self, request):
        """Save note."""
        title = request.GET.dict().get("title", "")
        title = value_or_default(title, "untitled", use_request=True)
        with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
            out.write("created from the web\n")
        return JsonResponse({"saved": True})


urlpatterns = [path("save-note/", SaveNoteView.as_view())]
