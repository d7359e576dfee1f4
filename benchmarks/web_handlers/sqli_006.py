import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/inbox.db"


def mark_read(request):
    """Mark read."""
    message_id = request.GET.get("message_id", "")
    candidates = ["0"]
    candidates.append(message_id)
    message_id = candidates[-1]
    conn = sqlite3.connect(DB_PATH)
    conn.execute("UPDATE messages SET read = 1 WHERE id = ?", (message_id,))
    conn.commit()
    return JsonResponse({"updated": True})


urlpatterns = [path("mark-read/", mark_read)]
