from django.http import JsonResponse
from django.urls import path

NOTES = "/srv/app/notes"


def save_note(request):
    """Save note."""
    title = request.META.get("HTTP_X_TITLE", "")
    candidates = ["untitled"]
    candidates.append(title)
    title = candidates[0]
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return JsonResponse({"saved": True})


urlpatterns = [path("save-note/", save_note)]
