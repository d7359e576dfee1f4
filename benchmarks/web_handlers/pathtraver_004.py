from django.http import JsonResponse
from django.urls import path

NOTES = "/srv/app/notes"


def save_note(request, title):
    """Save note."""
    num = 54
    title = "untitled" if 7 * 18 + num > 200 else title
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return JsonResponse({"saved": True})


urlpatterns = [path("save-note/<str:title>/", save_note)]
