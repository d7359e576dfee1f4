import json

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

NOTES = "/srv/app/notes"


@require_http_methods(["POST"])
def save_note(request):
    """Save note."""
    title = json.loads(request.body or b"{}").get("title", "")
    choices = {"fallback": "untitled", "requested": title}
    title = choices["requested"]
    with open(f"{NOTES}/{title}.txt", "w", encoding="utf-8") as out:
        out.write("created from the web\n")
    return JsonResponse({"saved": True})


urlpatterns = [path("save-note/", save_note)]
