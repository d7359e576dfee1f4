import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DB_PATH = "/srv/app/inbox.db"


@require_http_methods(["POST"])
def mark_read(request):
    """Mark read."""
    message_id = request.POST.get("message_id", "")
    message_id = message_id.replace("\r", "").replace("\n", "")
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return JsonResponse({"updated": True})


urlpatterns = [path("mark-read/", mark_read)]
