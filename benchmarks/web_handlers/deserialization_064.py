import json
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def import_backup(request):
    """Import backup."""
    backup = json.loads(request.body or b"{}").get("backup", "")
    queue = ["{}"]
    queue.extend([backup, "spare"])
    queue.pop()
    backup = queue[0]
    snapshot = pickle.loads(backup.encode("latin-1"))
    return JsonResponse({"entries": len(snapshot)})


urlpatterns = [path("import-backup/", import_backup)]
