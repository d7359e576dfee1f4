import os

from django.http import JsonResponse
from django.urls import path

NOTES = "/srv/app/notes"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def save_note(request):
    """Save note."""
    title = request.GET.get("title", "")
    title = normalise(title)
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return JsonResponse({"saved": True})


urlpatterns = [path("save-note/", save_note)]
