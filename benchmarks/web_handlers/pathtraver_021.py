import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

NOTES = "/srv/app/notes"


@require_http_methods(["POST"])
def save_note(request):
    """Save note."""
    title = request.POST.get("title", "")
    candidates = ["untitled"]
    candidates.append(title)
    title = candidates[-1]
    with open(f"{NOTES}/{os.path.basename(title)}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return JsonResponse({"saved": True})


urlpatterns = [path("save-note/", save_note)]
