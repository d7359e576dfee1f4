import configparser
import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/inbox.db"


def mark_read(request, message_id):
    """Mark read."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", message_id)
    message_id = conf.get("lookup", "requested")
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("UPDATE messages SET read = 1 WHERE id = " + message_id + ";")
    conn.commit()
    return JsonResponse({"updated": True})


urlpatterns = [path("mark-read/<str:message_id>/", mark_read)]
