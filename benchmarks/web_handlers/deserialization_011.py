import json
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class ImportBackupView(View):
    def post(self, request):
        """Import backup."""
        backup = json.loads(request.body or b"{}").get("backup", "")
        backup = value_or_default(backup, "{}", use_request=False)
        snapshot = pickle.loads(backup.encode("latin-1"))
        return JsonResponse({"entries": len(snapshot)})


urlpatterns = [path("import-backup/", ImportBackupView.as_view())]
